import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where a run writes its pictures and trees (`--out`), created on demand. Everything a
/// script writes stays inside it: a name that is absolute or climbs out with `..` is refused.
public struct OutputFolder: Equatable {
    /// The folder's path as given.
    public var path: String

    /// Creates a folder reference (nothing is created yet).
    public init(path: String) {
        self.path = path
    }

    /// True when `name` is a relative path that stays inside the folder (no `..` part).
    public static func isInside(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.hasPrefix("~") && !name.split(separator: "/").contains("..")
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Creates the folder (and its parents) and the folders above `name`; returns `file(name)`.
    /// Throws an ``OutputError`` for a name outside the folder or a folder that cannot be made.
    public func prepare(_ name: String) throws -> String {
        guard Self.isInside(name) else {
            throw OutputError("\(name) is outside the output folder \(path) (no absolute path, no ..)")
        }
        try create()
        let target = file(name)
        let parent = Self.parent(of: target)
        try OutputFolder(path: parent.isEmpty ? "." : parent).create()
        return target
    }

    /// Creates the folder itself (and its parents) and checks it can be written into. Throws an
    /// ``OutputError`` whose message is one line: it is a file, or why it cannot be made or written.
    public func create() throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw OutputError("cannot use \(path) as the output folder: it is a file")
            }
        } else if let problem = Self.makeFolders(path) {
            throw OutputError("cannot create the output folder \(path): \(problem)")
        }
        guard manager.isWritableFile(atPath: path) else {
            throw OutputError("cannot write into the output folder \(path): Permission denied")
        }
    }

    /// Creates `path` and the folders above it (as `mkdir -p`); nil on success, otherwise the
    /// reason in one line: a folder on the way is a file, or the system's (`Permission denied`).
    static func makeFolders(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : "\(path) is a file"
        }
        let parent = Self.parent(of: path)
        if !parent.isEmpty, parent != path, let problem = makeFolders(parent) { return problem }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { return String(cString: strerror(errno)) }
        return nil
    }

    /// The folder above `path`, as `NSString.deletingLastPathComponent` gives it (`a/b` and `a/b/`:
    /// `a`; `/a`: `/`; `a`: empty), worked out here because that one traps on a one-letter path
    /// (`--out o`, `--out o/`) in swift-corelibs-foundation.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The reason under a Foundation error in one line (`Permission denied`), rather than the
    /// error's full dump.
    package static func reason(_ error: Error, near path: String) -> String {
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        for candidate in [underlying, nsError].compactMap({ $0 }) where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        switch nsError.code {
        case NSFileWriteNoPermissionError: return "Permission denied"
        case NSFileWriteOutOfSpaceError: return "No space left on device"
        case NSFileWriteVolumeReadOnlyError: return "Read-only file system"
        default: return nsError.localizedDescription
        }
    }
}

/// Why a run cannot write where it was asked to: one line, without the program name.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    /// The explanation.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
