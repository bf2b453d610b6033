import Foundation

/// The folder where a run writes its pictures and trees (`--out`), created on demand.
public struct OutputFolder: Equatable {
    /// The folder's path as given.
    public var path: String

    /// Creates a folder reference (nothing is created yet).
    public init(path: String) {
        self.path = path
    }

    /// The path of `name` inside the folder; an absolute `name` is kept as it is.
    public func file(_ name: String) -> String {
        if name.hasPrefix("/") { return name }
        return path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Creates the folder (and its parents) and the folders above `name`; returns `file(name)`.
    public func prepare(_ name: String) throws -> String {
        let target = file(name)
        let parent = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
        return target
    }

    /// Creates the folder itself (and its parents).
    public func create() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
