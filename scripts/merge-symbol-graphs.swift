// Writes the symbol graphs of several modules as the graphs of one, for DocC: `Segue` is what an
// app imports, and it re-exports the runtime (SegueRuntime) and the tools (SegueTools), so its
// documentation shows their symbols as its own, as an app sees them. The main graphs of the
// modules given become one graph of MODULE; an extension graph (`SegueRuntime@SegueCore`, the
// runtime's extensions of SegueCore's types) joins MODULE's extension graph of the same module
// (`Segue@SegueCore`), or the main graph when it extends one of the merged modules.
//
// usage: swift scripts/merge-symbol-graphs.swift MODULE OUTPUT-DIR GRAPH.symbols.json...
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: merge-symbol-graphs MODULE OUTPUT-DIR GRAPH.symbols.json...\n".utf8))
    exit(2)
}
let module = arguments[0]
let output = URL(fileURLWithPath: arguments[1])
let inputs = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
/// The modules merged: those whose main graphs are among the inputs.
let merged = Set(inputs.map(\.lastPathComponent).filter { !$0.contains("@") }.map { String($0.prefix { $0 != "." }) })
var graphs: [String: [String: Any]] = [:]
for input in inputs {
    guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any],
        var moduleEntry = graph["module"] as? [String: Any]
    else {
        FileHandle.standardError.write(Data("merge-symbol-graphs: \(input.path) is no symbol graph\n".utf8))
        exit(1)
    }
    let stem = input.lastPathComponent.replacingOccurrences(of: ".symbols.json", with: "")
    let parts = stem.split(separator: "@", maxSplits: 1).map(String.init)
    let extended = parts.count == 2 && !merged.contains(parts[1]) ? parts[1] : nil
    let outputName = extended.map { "\(module)@\($0).symbols.json" } ?? "\(module).symbols.json"
    moduleEntry["name"] = module
    graph["module"] = moduleEntry
    if var existing = graphs[outputName] {
        for key in ["symbols", "relationships"] {
            existing[key] = (existing[key] as? [Any] ?? []) + (graph[key] as? [Any] ?? [])
        }
        graphs[outputName] = existing
    } else {
        graphs[outputName] = graph
    }
}
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
for (name, graph) in graphs.sorted(by: { $0.key < $1.key }) {
    try JSONSerialization.data(withJSONObject: graph).write(to: output.appendingPathComponent(name))
}
