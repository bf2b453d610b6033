import Foundation
import SegueCore
import XCTest

/// Segue's JSON codec: the strict reader tuning files go through (line and column of the first
/// error, keys in order, no duplicates) and the writer of `Encodable` values, whose text is the
/// one `JSONEncoder` writes with sorted keys and unescaped slashes.
nonisolated final class JSONTests: XCTestCase {
    private struct Sample: Codable {
        var name: String
        var count: Int
        var small: Int8
        var ratio: Float
        var numbers: [Double]
        var nested: [[Double]]
        var flags: [String: Bool]
        var missing: String?
        var empty: [String: Int]
        var inner: Inner?
    }

    private struct Inner: Codable {
        var title: String?
        var list: [Inner]

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            for item in self.list { try list.encode(item) }
        }
    }

    private func foundationText<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @MainActor func testEncodeWritesWhatJSONEncoderWrites() async throws {
        var controls = ""
        for code in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(code)!) }
        let sample = Sample(
            name: controls + "\u{7F}\"\\/é\u{2028}😀", count: -42, small: 7, ratio: 0.1,
            numbers: [0.1, 1, -0.0, 0, 1e15, 1e16, 123456789012.345, 1e-5, 0.001, -2.5, 1e21, 1.7976931348623157e308],
            nested: [[], [1.25]],
            flags: ["b": true, "a": false, "B": true, "_": false, "a10": true, "a2": false, "é": true, "": false],
            missing: nil, empty: [:],
            inner: Inner(title: nil, list: [Inner(title: "x", list: [])]))
        XCTAssertEqual(try JSON.encode(sample), try foundationText(sample))
        XCTAssertEqual(try JSON.encode([String?.none, "a"]), try foundationText([String?.none, "a"]))
        XCTAssertEqual(try JSON.encode(3.5), "3.5", "a top-level scalar")
    }

    @MainActor func testEncodeRefusesNumbersThatAreNotFinite() async {
        XCTAssertThrowsError(try JSON.encode([1, Double.nan])) { error in
            guard case EncodingError.invalidValue = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try JSON.encode(["a": Double.infinity]))
    }

    @MainActor func testStringsEscapeAsTheEncoderDoes() async throws {
        XCTAssertEqual(JSON.string("a\"b\\c/d\u{8}\u{C}\n\r\t\u{1}\u{1F}é"), #""a\"b\\c/d\b\f\n\r\t\u0001\u001fé""#)
        XCTAssertEqual(JSON.number(1.23456), "1.235")
        XCTAssertEqual(JSON.number(2), "2")
    }

    @MainActor func testParseKeepsOrderAndKinds() async throws {
        let value = try JSON.parse(#" {"b": [1, -2.5e1, true, null], "a": {"x": "\u00e9\n"}} "#)
        XCTAssertEqual(
            value,
            .object([
                ("b", .array([.number(1), .number(-25), .bool(true), .null])),
                ("a", .object([("x", .string("é\n"))])),
            ]))
        XCTAssertEqual(value.kindName, "an object")
        XCTAssertEqual(JSONValue.bool(false).kindName, "a boolean")
    }

    @MainActor func testParseErrorsSayWhereAndWhat() async {
        let cases: [(String, Int, Int, String)] = [
            ("{\"system\": {\"duration\": 1.2,}}", 1, 29, "expected a key in double quotes, found '}'"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
            ("[1, 2", 1, 6, "expected ',' or ']', found the end of the file"),
            ("{\"a\": 01}", 1, 7, "a number may not start with 0"),
            ("\n\n  {\"é\": tru}", 3, 9, "expected a value, found 't'"),
            ("{} x", 1, 4, "unexpected text after the end of the JSON value"),
            ("[\"a\u{1}\"]", 1, 4, "control character in a string"),
            ("[1.]", 1, 4, "expected digits after '.', found ']'"),
            (String(repeating: "[", count: 70), 1, 65, "nested too deeply"),
        ]
        for (text, line, column, message) in cases {
            XCTAssertThrowsError(try JSON.parse(text), text) { error in
                let syntax = error as? JSON.SyntaxError
                XCTAssertEqual(syntax.map { "\($0.line):\($0.column): \($0.message)" }, "\(line):\(column): \(message)")
            }
        }
    }

    @MainActor func testIndentedTextPutsAMemberALineAndAnArrayOnOne() async throws {
        let value = JSONValue.object([
            ("b", .object([("x", .array([.number(1), .string("s")])), ("y", .null)])), ("a", .object([])),
        ])
        XCTAssertEqual(
            JSON.indentedText(value), "{\n  \"b\": {\n    \"x\": [1, \"s\"],\n    \"y\": null\n  },\n  \"a\": {\n  }\n}"
        )
        XCTAssertEqual(try JSON.parse(JSON.indentedText(value)), value)
    }

    @MainActor func testWrittenTextReadsBack() async throws {
        let value = JSONValue.object([("z", .array([.number(0.35), .string("/")])), ("a", .null)])
        XCTAssertEqual(JSON.text(value), #"{"a":null,"z":[0.35,"/"]}"#)
        XCTAssertEqual(JSON.text(value, sortedKeys: false), #"{"z":[0.35,"/"],"a":null}"#)
        XCTAssertEqual(try JSON.parse(JSON.text(value, sortedKeys: false)), value)
    }
}
