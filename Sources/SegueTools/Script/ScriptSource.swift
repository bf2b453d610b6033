import Foundation

/// Reads a script file's text: any readable file, special files included (`/dev/null` is an
/// empty script, `/dev/stdin` reads the input), up to `maximumBytes`, as UTF-8. A problem is one
/// line: the file is missing, a folder, unreadable, too large, or not UTF-8 (with the line and
/// column of the first bad byte).
package enum ScriptSource {
    /// The largest script read, in bytes (16 MiB); a longer file (or an endless one such as
    /// `/dev/zero`) is refused rather than read.
    public static let maximumBytes = 16 << 20

    /// Why a script could not be read, as `ScriptError` puts it: `line` 0 for the whole file.
    public struct Failure: Error, Equatable {
        /// The line of the first bad byte, or 0.
        public var line: Int
        /// What is wrong.
        public var message: String
        /// 1 for a file that cannot be read, 2 for one that is not a script (not UTF-8, too large).
        public var status: Int32
    }

    /// The text of the file at `path`.
    public static func read(path: String) -> Result<String, Failure> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(Failure(line: 0, message: "script file not found", status: 1))
        }
        if isFolder.boolValue { return .failure(Failure(line: 0, message: "is a folder, not a script", status: 1)) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Failure(line: 0, message: "cannot read script: permission denied", status: 1))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            return .failure(Failure(line: 0, message: "cannot read script: \(error.localizedDescription)", status: 1))
        }
        if data.count > maximumBytes {
            return .failure(
                Failure(line: 0, message: "script is larger than \(maximumBytes >> 20) MiB", status: 2))
        }
        return decode(data)
    }

    /// `data` as UTF-8 text, or the line and column of its first byte that is not UTF-8.
    public static func decode(_ data: Data) -> Result<String, Failure> {
        if let text = String(data: data, encoding: .utf8) { return .success(text) }
        var line = 1
        var lineStart = data.startIndex
        var index = data.startIndex
        while index < data.endIndex {
            let length = sequenceLength(data, at: index)
            guard length > 0 else {
                let byte = String(data[index], radix: 16, uppercase: true)
                let column = data[lineStart..<index].count + 1
                return .failure(
                    Failure(
                        line: line,
                        message: "not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) at column \(column)",
                        status: 2))
            }
            if data[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return .failure(Failure(line: 0, message: "not UTF-8 text", status: 2))
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is not one.
    private static func sequenceLength(_ data: Data, at index: Data.Index) -> Int {
        let first = data[index]
        let length: Int
        let lowest: UInt32
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, lowest) = (2, 0x80)
        case 0xE0...0xEF: (length, lowest) = (3, 0x800)
        case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
        default: return 0
        }
        guard data.endIndex - index >= length else { return 0 }
        var scalar = UInt32(first) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = data[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }
}
