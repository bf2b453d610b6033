/// Segue's one JSON codec. It reads strictly, saying where a text stops being JSON (tuning files:
/// `parse`), writes any `Encodable` value compactly with sorted keys (the state JSON: `encode`),
/// writes values indented (tuning files: `indentedText`), and formats single strings and numbers
/// for script lines and messages (`string`, `number`).
///
/// `encode` writes the text Foundation's `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`, so the `Codable` types it writes read back with `JSONDecoder`.
nonisolated public enum JSON {
    /// A quoted, escaped JSON string: `"` and `\` escaped, control characters as `\b`, `\t`,
    /// `\n`, `\f`, `\r` or `\u00XX`, everything else (`/` and non-ASCII included) as it is.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{8}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{C}": out += "\\f"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number with at most three decimals (integers without a fraction).
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `value` as compact JSON text (no white space); objects' keys sorted (by `<`) when
    /// `sortedKeys`, else in their order. Numbers are written as Swift describes a `Double`,
    /// without a `.0` (`1`, `0.35`, `1e-05`, `1e+16`); a non-finite number is written `null`
    /// (`encode` refuses one before it gets here).
    package static func text(_ value: JSONValue, sortedKeys: Bool = true) -> String {
        var out = ""
        write(value, sortedKeys: sortedKeys, into: &out)
        return out
    }

    /// `value` as indented JSON text, as tuning files are written: an object's members one a
    /// line, in order, two spaces a level (`"key": value`); an array on one line (`[0.42, 0, 0.58,
    /// 1]`). Numbers and strings as in `text`.
    package static func indentedText(_ value: JSONValue) -> String {
        var out = ""
        writeIndented(value, indent: "", into: &out)
        return out
    }

    /// Writes `value` as `encode` does: one line of JSON, keys sorted. Throws `EncodingError`
    /// for a number that is not finite, as `JSONEncoder` does.
    package static func encode<T: Encodable>(_ value: T) throws -> String {
        text(try JSONValueEncoder.value(of: value))
    }

    private static func write(_ value: JSONValue, sortedKeys: Bool, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += numberText(number)
        case .string(let string): out += JSON.string(string)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                write(element, sortedKeys: sortedKeys, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            for (index, member) in ordered.enumerated() {
                if index > 0 { out += "," }
                out += JSON.string(member.key) + ":"
                write(member.value, sortedKeys: sortedKeys, into: &out)
            }
            out += "}"
        }
    }

    private static func writeIndented(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                writeIndented(element, indent: indent, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{\n"
            let inner = indent + "  "
            for (index, member) in members.enumerated() {
                out += inner + JSON.string(member.key) + ": "
                writeIndented(member.value, indent: inner, into: &out)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            write(value, sortedKeys: false, into: &out)
        }
    }

    private static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
