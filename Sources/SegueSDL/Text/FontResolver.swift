#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the font file to use, in this order: an explicit path (`--font PATH`), the environment
/// variable `SEGUE_FONT`, the package's `Assets/Fonts/DejaVuSans.ttf` (looked for above the
/// executable, in the current directory and in the source checkout), then the system DejaVu font.
///
/// An explicit path or `SEGUE_FONT` that does not exist is an error naming it: asking for a font
/// and silently getting another would hide the mistake.
package struct FontResolver {
    /// The file name of the shipped font.
    package static let assetRelativePath = "Assets/Fonts/DejaVuSans.ttf"
    /// Where Debian's fonts-dejavu-core installs the same font.
    package static let systemPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The path given on the command line, if any.
    package var explicitPath: String?
    /// The environment (for `SEGUE_FONT`).
    package var environment: [String: String]
    /// The running executable's path, if known.
    package var executablePath: String?
    /// The current directory, if known.
    package var currentDirectory: String?
    /// The package root at compile time (derived from this file's path).
    package var sourceRoot: String?

    /// Creates a resolver for the running process.
    package init(explicitPath: String? = nil) {
        self.explicitPath = explicitPath
        environment = FontResolver.processEnvironment()
        executablePath = FontResolver.readLink("/proc/self/exe")
        currentDirectory = FontResolver.workingDirectory()
        sourceRoot = FontResolver.parent(of: #filePath, levels: 4)
    }

    /// The locations tried, in order, after the explicit path and `SEGUE_FONT`.
    package var searchPaths: [String] {
        var paths: [String] = []
        if let executablePath {
            var dir = FontResolver.parent(of: executablePath, levels: 1)
            for _ in 0..<5 {
                guard let current = dir else { break }
                paths.append(FontResolver.join(current, FontResolver.assetRelativePath))
                dir = current == "/" ? nil : FontResolver.parent(of: current, levels: 1)
            }
        }
        if let currentDirectory { paths.append(FontResolver.join(currentDirectory, FontResolver.assetRelativePath)) }
        if let sourceRoot { paths.append(FontResolver.join(sourceRoot, FontResolver.assetRelativePath)) }
        paths.append(FontResolver.systemPath)
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The path of the font to use.
    package func resolve() throws -> String {
        if let explicitPath {
            guard FontResolver.isReadable(explicitPath) else { throw FontError.missingFile(path: explicitPath) }
            return explicitPath
        }
        if let fromEnvironment = environment["SEGUE_FONT"], !fromEnvironment.isEmpty {
            guard FontResolver.isReadable(fromEnvironment) else { throw FontError.missingFile(path: fromEnvironment) }
            return fromEnvironment
        }
        let paths = searchPaths
        if let found = paths.first(where: FontResolver.isReadable) { return found }
        throw FontError.notFound(tried: paths)
    }

    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The directory `levels` levels above `path` ("/a/b/c", 1 gives "/a/b").
    static func parent(of path: String, levels: Int) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= levels else { return nil }
        components.removeLast(levels)
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func processEnvironment() -> [String: String] {
        guard let value = getenv("SEGUE_FONT") else { return [:] }
        return ["SEGUE_FONT": String(cString: value)]
    }
}
