import Foundation
import SegueCore
import SegueSDL

extension Image {
    /// The folders `Image(named:)` looks in, in order: an `Assets` folder beside the executable,
    /// then an `Assets` folder in the current directory (the repository's when run from its root).
    /// An app may replace them (before loading images: names already loaded stay cached).
    @MainActor public static var assetDirectories: [URL] = defaultAssetDirectories

    /// `Assets` beside the executable, then `Assets` in the current directory.
    public static var defaultAssetDirectories: [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent().appendingPathComponent("Assets"))
        }
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets"))
        return folders
    }

    /// The pixels and scale of the images loaded by name, by the file they came from: each named
    /// file is decoded once.
    private static let named = LockedValue<[String: (bitmap: Bitmap, scale: Double)]>([:])

    /// The image in the file `name` in the app's assets (`assetDirectories`), as UIImage's
    /// `init(named:)`; nil when no such file decodes. A name without an extension is looked up as
    /// `name.png`, then `name@2x.png` and `name@3x.png` (scale 2 and 3, as UIKit's suffixes); a
    /// name given with an extension is taken as it is (scale 2 or 3 when its base ends in `@2x`
    /// or `@3x`). The file is decoded on first use and its pixels cached: every image of that
    /// name for the rest of the run shares them (and the one texture a window makes of them).
    public convenience init?(named name: String) {
        guard !name.isEmpty, let (path, scale) = Image.resolve(named: name) else { return nil }
        if let cached = Image.named.value[path] {
            self.init(bitmap: cached.bitmap, scale: cached.scale)
            return
        }
        guard let bitmap = Image.decode(path: path) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
        Image.named.withLock { $0[path] = (bitmap, scale) }
    }

    /// The image decoded from the file at `path`, as UIImage's `init(contentsOfFile:)` (scale 2
    /// or 3 when the file's base name ends in `@2x` or `@3x`, else 1); nil when the file is
    /// missing or does not decode. Not cached: each call decodes the file.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = Image.decode(path: path) else { return nil }
        self.init(bitmap: bitmap, scale: Image.scale(ofFileNamed: path))
    }

    /// The image decoded from `data` (PNG, JPEG or another format SDL_image reads), as UIImage's
    /// `init(data:)`; nil when it does not decode.
    public convenience init?(data: Data) {
        guard let surface = try? Surface.load(data: [UInt8](data)), let bitmap = surface.bitmap() else { return nil }
        self.init(bitmap: bitmap, scale: 1)
    }

    /// The file and scale a name stands for, in the first asset folder that has it.
    static func resolve(named name: String) -> (path: String, scale: Double)? {
        let candidates: [(String, Double)]
        if (name as NSString).pathExtension.isEmpty {
            candidates = [(name + ".png", 1), (name + "@2x.png", 2), (name + "@3x.png", 3)]
        } else {
            candidates = [(name, scale(ofFileNamed: name))]
        }
        for folder in assetDirectories {
            for (file, scale) in candidates {
                let path = folder.appendingPathComponent(file).path
                if FileManager.default.fileExists(atPath: path) { return (path, scale) }
            }
        }
        return nil
    }

    /// 2 or 3 for a file whose base name ends in `@2x` or `@3x`, else 1.
    static func scale(ofFileNamed path: String) -> Double {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return 1
    }

    /// The file's pixels, or nil when it is missing or does not decode.
    private static func decode(path: String) -> Bitmap? {
        guard FileManager.default.fileExists(atPath: path), let surface = try? Surface.load(path: path) else {
            return nil
        }
        return surface.bitmap()
    }
}
