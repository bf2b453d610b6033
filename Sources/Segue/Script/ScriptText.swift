import Foundation

/// A script file's bytes as text: UTF-8, or a `FILE:LINE` error naming the first line that is not.
enum ScriptText {
    /// Decodes `data` as UTF-8; on failure the error names the first line holding a byte sequence
    /// that is not UTF-8 (a binary file fails on its first line that is not text).
    static func decode(_ data: Data, fileName: String) -> Result<String, ScriptError> {
        if let text = String(data: data, encoding: .utf8) { return .success(text) }
        var line = 1
        for bytes in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if String(data: Data(bytes), encoding: .utf8) == nil { break }
            line += 1
        }
        return .failure(
            ScriptError(fileName: fileName, line: line, message: "not UTF-8 text (a script is a UTF-8 text file)"))
    }
}
