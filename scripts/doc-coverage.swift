// Lists the public symbols written in the source that have no doc comment, from symbol graphs
// (`swift package dump-symbol-graph`), and exits 1 when there is any. Synthesized and inherited
// members (no source location of their own) and SPI symbols are not counted.
//
// usage: swift scripts/doc-coverage.swift FILE.symbols.json...
import Foundation

struct Graph: Decodable {
    struct Symbol: Decodable {
        struct Location: Decodable {
            struct Position: Decodable { var line: Int }
            var uri: String
            var position: Position
        }
        var accessLevel: String
        var pathComponents: [String]
        var docComment: AnyDecodable?
        var location: Location?
        var spi: Bool?
    }
    var symbols: [Symbol]
}

/// Decodes anything, to tell a present field from a missing one.
struct AnyDecodable: Decodable {
    init(from decoder: Decoder) throws {}
}

var missing: [String] = []
var counted = 0
for path in CommandLine.arguments.dropFirst() {
    let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) && symbol.spi != true {
        guard let location = symbol.location else { continue }
        counted += 1
        if symbol.docComment == nil {
            let file = location.uri.replacingOccurrences(of: "file://", with: "")
            missing.append("\(file):\(location.position.line + 1): \(symbol.pathComponents.joined(separator: "."))")
        }
    }
}
for line in missing.sorted() { print("no doc comment: \(line)") }
print("doc comments: \(counted - missing.count) of \(counted) public symbols")
exit(missing.isEmpty ? 0 : 1)
