import SegueCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares rendered frames with reference PNGs ("goldens") within a per-channel tolerance.
///
/// A missing golden is recorded only when the environment has `SEGUE_RECORD_GOLDENS=1`; otherwise
/// it is a failure. On a mismatch, `<name>.actual.png` and `<name>.diff.png` are written to a
/// `Failures` folder next to the golden (differing pixels red over a faded copy of the frame).
@_spi(Testing) public enum GoldenImage {
    /// What a successful comparison did.
    package enum Outcome: Equatable {
        /// The frame matched the golden.
        case matched
        /// There was no golden; the frame was written as the new golden.
        case recorded
    }

    /// A failed comparison.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the paths to look at.
        package let description: String
    }

    /// Compares `surface` with the PNG at `goldenPath`, allowing `tolerance` per channel.
    @discardableResult
    package static func compare(_ surface: Surface, goldenPath: String, tolerance: UInt8 = 2) throws -> Outcome {
        guard access(goldenPath, F_OK) == 0 else {
            guard let record = getenv("SEGUE_RECORD_GOLDENS"), String(cString: record) == "1" else {
                throw Failure(
                    description: "golden image missing: \(goldenPath)\n"
                        + "Run the tests with SEGUE_RECORD_GOLDENS=1 to record it, then check it in.")
            }
            try makeDirectories(directory(of: goldenPath))
            try surface.savePNG(path: goldenPath)
            return .recorded
        }
        let golden = try Surface.load(path: goldenPath)
        let (failures, _) = try failurePaths(goldenPath)
        guard golden.size == surface.size else {
            try writeFailure(actual: surface, diff: nil, paths: failures)
            throw Failure(
                description: "size \(surface.size) differs from golden \(golden.size) (\(goldenPath)); "
                    + "actual written to \(failures.actual)")
        }
        let diff = try Surface(width: surface.width, height: surface.height)
        var differing = 0
        var worst = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let a = surface[x, y]
                let b = golden[x, y]
                let delta = max(
                    abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
                    abs(Int(a.a) - Int(b.a)))
                worst = max(worst, delta)
                if delta > Int(tolerance) {
                    differing += 1
                    diff[x, y] = .red
                } else {
                    let grey = UInt8((Int(a.r) + Int(a.g) + Int(a.b)) / 3 / 4 + 190)
                    diff[x, y] = Color(r: grey, g: grey, b: grey)
                }
            }
        }
        if differing == 0 { return .matched }
        try writeFailure(actual: surface, diff: diff, paths: failures)
        throw Failure(
            description: "\(differing) pixels differ from \(goldenPath) by more than \(tolerance) "
                + "(worst \(worst)); see \(failures.actual) and \(failures.diff)")
    }

    static func writeFailure(actual: Surface, diff: Surface?, paths: (actual: String, diff: String)) throws {
        try actual.savePNG(path: paths.actual)
        try diff?.savePNG(path: paths.diff)
    }

    /// The paths of the actual and diff images for a golden, creating the Failures folder;
    /// `label` (a drawing path's name) goes between the golden's name and `.actual.png`.
    static func failurePaths(_ goldenPath: String, label: String? = nil) throws -> (
        (actual: String, diff: String), String
    ) {
        let folder = directory(of: goldenPath) + "/Failures"
        try makeDirectories(folder)
        var name = String(goldenPath.split(separator: "/").last ?? "golden")
        if name.hasSuffix(".png") { name.removeLast(4) }
        if let label { name += ".\(label)" }
        return ((folder + "/\(name).actual.png", folder + "/\(name).diff.png"), folder)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func makeDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw Failure(description: "cannot create directory \(current)")
            }
        }
    }
}
