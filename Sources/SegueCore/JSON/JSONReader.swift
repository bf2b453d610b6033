extension JSON {
    /// Where a text stops being JSON: the line and column (from 1, columns counting characters)
    /// and what was expected there.
    nonisolated package struct SyntaxError: Error, Equatable {
        /// The line, from 1.
        package var line: Int
        /// The column, from 1, in characters.
        package var column: Int
        /// What was expected, and what was found.
        package var message: String
    }

    /// Reads a whole text: one value, then only white space. Strict JSON (RFC 8259): no trailing
    /// commas, comments or leading zeros, no duplicate keys in an object, no control characters
    /// in strings; objects keep their keys in the text's order and numbers are told from
    /// booleans. Nesting is limited to 64 levels.
    nonisolated package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected text after the end of the JSON value") }
        return value
    }

    nonisolated private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> SyntaxError {
            var line = 1
            var column = 1
            var i = 0
            while i < min(index, bytes.count) {
                if bytes[i] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[i] & 0xC0 != 0x80 {
                    column += 1
                }
                i += 1
            }
            return SyntaxError(line: line, column: column, message: message)
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        var found: String {
            guard index < bytes.count else { return "the end of the file" }
            let byte = bytes[index]
            return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            skipSpace()
            guard depth < 64 else { throw error("nested too deeply") }
            guard index < bytes.count else { throw error("expected a value, found the end of the file") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try word("true", .bool(true))
            case UInt8(ascii: "f"): return try word("false", .bool(false))
            case UInt8(ascii: "n"): return try word("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw error("expected a value, found \(found)")
            }
        }

        mutating func word(_ text: String, _ result: JSONValue) throws(SyntaxError) -> JSONValue {
            let expected = Array(text.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("expected a value, found \(found)")
            }
            index += expected.count
            return result
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a key in double quotes, found \(found)")
                }
                let keyStart = index
                let key = try string()
                if members.contains(where: { $0.key == key }) {
                    index = keyStart
                    throw error("duplicate key \"\(key)\"")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key, found \(found)")
                }
                index += 1
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}', found \(found)") }
                index += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']', found \(found)") }
                index += 1
                return .array(elements)
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var scalars: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: scalars, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { break }
                    let escaped = bytes[index + 1]
                    let simple: [UInt8: UInt8] = [
                        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
                        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
                        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
                    ]
                    if let plain = simple[escaped] {
                        scalars.append(plain)
                        index += 2
                    } else if escaped == UInt8(ascii: "u"), index + 6 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    {
                        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                        index += 6
                    } else {
                        throw error("bad escape in a string")
                    }
                    continue
                case 0..<0x20:
                    throw error("control character in a string")
                default:
                    scalars.append(byte)
                    index += 1
                    continue
                }
                break
            }
            throw error("unterminated string")
        }

        mutating func number() throws(SyntaxError) -> JSONValue {
            let start = index
            let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let intStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > intStart else { throw error("expected digits in a number, found \(found)") }
            if index - intStart > 1, bytes[intStart] == UInt8(ascii: "0") {
                index = intStart
                throw error("a number may not start with 0")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fraction = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > fraction else { throw error("expected digits after '.', found \(found)") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                let exponent = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > exponent else { throw error("expected digits in the exponent, found \(found)") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text) else { throw error("bad number \(text)") }
            return .number(value)
        }
    }
}
