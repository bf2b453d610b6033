// Writes each module's public API as text, one declaration a line, sorted: the public and open
// symbols of its symbol graphs (`swift package dump-symbol-graph`: MODULE.symbols.json and the
// MODULE@OTHER.symbols.json of its extensions to other modules' types), SPI left out. A line is the
// symbol's path, its declaration as the compiler spells it, and whether it is deprecated or
// unavailable, e.g. `View.frame: var frame: CGRect { get set }`.
//
// `make api-baseline` writes api/MODULE.txt with it; `make api-check` (run by `make test`) writes
// the same into .build/api and fails when it differs from api/.
//
// usage: swift scripts/public-api.swift SYMBOL-GRAPH-DIR OUTPUT-DIR MODULE...
import Foundation

struct Graph: Decodable {
    struct Symbol: Decodable {
        struct Fragment: Decodable { var spelling: String }
        struct Availability: Decodable {
            var domain: String?
            var isUnconditionallyDeprecated: Bool?
            var isUnconditionallyUnavailable: Bool?
            var deprecated: AnyDecodable?
            var obsoleted: AnyDecodable?
        }
        var accessLevel: String
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var availability: [Availability]?
        var spi: Bool?
    }
    var symbols: [Symbol]
}

/// Decodes anything, to tell a present field from a missing one.
struct AnyDecodable: Decodable {
    init(from decoder: Decoder) throws {}
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    print("usage: swift scripts/public-api.swift SYMBOL-GRAPH-DIR OUTPUT-DIR MODULE...")
    exit(2)
}
let graphs = URL(fileURLWithPath: arguments[0])
let output = URL(fileURLWithPath: arguments[1])
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let files = try FileManager.default.contentsOfDirectory(atPath: graphs.path)

/// One line for a symbol: its path, its declaration on one line, and its availability.
func line(for symbol: Graph.Symbol) -> String {
    let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
    var notes: [String] = []
    for availability in symbol.availability ?? [] {
        let domain = availability.domain.map { $0 == "*" ? "" : " (\($0))" } ?? ""
        if availability.isUnconditionallyUnavailable == true || availability.obsoleted != nil {
            notes.append("unavailable\(domain)")
        } else if availability.isUnconditionallyDeprecated == true || availability.deprecated != nil {
            notes.append("deprecated\(domain)")
        }
    }
    let suffix = notes.isEmpty ? "" : " [\(notes.sorted().joined(separator: ", "))]"
    return "\(symbol.pathComponents.joined(separator: ".")): \(declaration)\(suffix)"
}

var failed = false
for module in arguments.dropFirst(2) {
    let names = files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }.sorted()
    guard names.contains("\(module).symbols.json") else {
        print("public-api: no symbol graph for \(module) in \(graphs.path) (build it and dump the graphs first)")
        failed = true
        continue
    }
    var lines: [String] = []
    for name in names {
        let data = try Data(contentsOf: graphs.appendingPathComponent(name))
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) && symbol.spi != true {
            lines.append(line(for: symbol))
        }
    }
    let text = lines.sorted().joined(separator: "\n") + "\n"
    try text.write(to: output.appendingPathComponent("\(module).txt"), atomically: true, encoding: .utf8)
}
exit(failed ? 1 : 0)
