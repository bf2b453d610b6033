// Checks the package's layers from its sources and exits 1 when one is broken:
// - every module under Sources/ is in the table below, and imports only the modules it lists
//   (so a new module, or a new import between modules, is a decision written here);
// - the table is a DAG (no module may reach itself through the imports it allows);
// - no `@_spi` import in shipping code (Sources/): what shipping code needs of another module is
//   `package` (or public) API; tests may import SPI.
// It also prints, for each Swift module with folders, the folders whose declarations refer to each
// other in a cycle (from the type, function and global names each folder declares and the others
// spell), the runtime's and the tools' edge by edge. Those cycles are reported, not failed on
// (folders inside one module may lean on each other), but for the modules of `acyclicModules`
// (the tools); `--strict-folders` fails on every one.
//
// usage: swift scripts/check-layers.swift [--strict-folders] [ROOT]
import Foundation

/// What each module may import of the package's own modules (system modules, Foundation and the
/// C library are not listed). A module's dependencies in Package.swift come first; a module listed
/// here may import only modules above its own layer.
let allowedImports: [String: Set<String>] = [
    // C modules.
    "CSDL2": [], "CGIF": [], "CSegueMemory": [], "CMallocCounter": [], "CUIKitRuntime": [],
    // The engine: geometry, layers, views, animation; the SDL backend; GIF encoding.
    "CoreGraphics": [],
    "SegueCore": ["CSegueMemory", "CoreGraphics"],
    "SegueSDL": ["CSDL2", "SegueCore", "CoreGraphics"],
    "SegueGIF": ["CGIF"],
    "QuartzCore": ["CoreGraphics", "SegueCore"],
    // Controls, gestures, controllers and transitions.
    "SegueUI": ["SegueCore", "CoreGraphics"],
    // The app runtime; the tools over it; `Segue`, what apps import, joining them (one list of tools).
    "SegueRuntime": ["SegueCore", "SegueSDL", "SegueUI", "SegueGIF", "CoreGraphics"],
    "SegueTools": ["SegueRuntime", "SegueCore", "SegueSDL", "SegueUI", "SegueGIF", "CoreGraphics"],
    "Segue": ["SegueRuntime", "SegueTools", "SegueCore", "SegueUI", "CoreGraphics"],
    // UIKit's names over all of it.
    "UIKit": ["CoreGraphics", "QuartzCore", "SegueCore", "SegueUI", "Segue", "CUIKitRuntime"],
    // The viewer and its executable.
    "SegueViewer": ["Segue", "SegueCore", "SegueSDL", "SegueUI", "SegueGIF", "CMallocCounter", "CoreGraphics"],
    "segue": ["Segue", "SegueViewer"],
    // A test app with planted faults, for the fuzzer's own tests: an app, so Segue only.
    "segue-faults": ["Segue"],
]

var arguments = Array(CommandLine.arguments.dropFirst())
let strictFolders = arguments.contains("--strict-folders")
arguments.removeAll { $0 == "--strict-folders" }
let root = URL(fileURLWithPath: arguments.first ?? ".")
let sources = root.appendingPathComponent("Sources")
let fileManager = FileManager.default
var failures: [String] = []

/// The Swift files under `directory`, sorted, as paths relative to the root.
func swiftFiles(under directory: URL) -> [URL] {
    guard let walker = fileManager.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
    return files.sorted { $0.path < $1.path }
}

func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
}

/// The source with comments and the insides of string literals blanked (lines kept), so the
/// names found are the code's own.
func code(of text: String) -> [String] {
    var lines: [String] = []
    var inBlockComment = false
    var inMultilineString = false
    for line in text.components(separatedBy: "\n") {
        var out = ""
        var characters = Array(line)[...]
        var inString = false
        while let character = characters.first {
            let rest = characters.dropFirst()
            if inBlockComment {
                if character == "*" && rest.first == "/" {
                    inBlockComment = false
                    characters = rest.dropFirst()
                } else {
                    characters = rest
                }
                continue
            }
            if inMultilineString {
                if line.drop(while: { $0 == " " }).hasPrefix("\"\"\"") { inMultilineString = false }
                break
            }
            if inString {
                if character == "\\" {
                    characters = rest.dropFirst()
                } else {
                    if character == "\"" { inString = false }
                    characters = rest
                }
                continue
            }
            if character == "/" && rest.first == "/" { break }
            if character == "/" && rest.first == "*" {
                inBlockComment = true
                characters = rest.dropFirst()
                continue
            }
            if character == "\"" {
                if characters.starts(with: "\"\"\"") {
                    inMultilineString = true
                    break
                }
                inString = true
                out.append("\" ")
                characters = rest
                continue
            }
            out.append(character)
            characters = rest
        }
        lines.append(out)
    }
    return lines
}

let importPattern = try! NSRegularExpression(
    pattern:
        #"^\s*((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*)import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z0-9_]+)"#
)

func match(_ pattern: NSRegularExpression, _ line: String) -> [String]? {
    let range = NSRange(line.startIndex..., in: line)
    guard let result = pattern.firstMatch(in: line, range: range) else { return nil }
    return (0..<result.numberOfRanges).map { index in
        Range(result.range(at: index), in: line).map { String(line[$0]) } ?? ""
    }
}

// Modules and their imports.
let modules = (try? fileManager.contentsOfDirectory(atPath: sources.path))?.sorted() ?? []
if modules.isEmpty { failures.append("no modules under \(sources.path)") }
for module in modules {
    guard let allowed = allowedImports[module] else {
        failures.append("Sources/\(module): a module not in scripts/check-layers.swift's table of allowed imports")
        continue
    }
    for file in swiftFiles(under: sources.appendingPathComponent(module)) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        for (number, line) in code(of: text).enumerated() {
            guard let groups = match(importPattern, line) else { continue }
            let attributes = groups[1]
            let imported = groups[2]
            let place = "\(relative(file)):\(number + 1)"
            if attributes.contains("@_spi") {
                failures.append("\(place): an @_spi import in shipping code (make what it needs `package`)")
            }
            if allowedImports[imported] != nil && !allowed.contains(imported) {
                failures.append("\(place): \(module) imports \(imported), which its layer may not")
            }
        }
    }
}

// The table has no cycle: a depth-first walk finds none.
var state: [String: Int] = [:]  // 1 on the walk's path, 2 done
func walk(_ module: String, path: [String]) {
    if state[module] == 2 { return }
    if state[module] == 1 {
        let cycle = path.drop(while: { $0 != module }) + [module]
        failures.append("the allowed imports form a cycle: \(cycle.joined(separator: " → "))")
        return
    }
    state[module] = 1
    for next in (allowedImports[module] ?? []).sorted() { walk(next, path: path + [module]) }
    state[module] = 2
}
for module in allowedImports.keys.sorted() { walk(module, path: []) }
for (module, allowed) in allowedImports {
    for name in allowed where allowedImports[name] == nil {
        failures.append("the table lets \(module) import \(name), which is not in the table")
    }
}

// Folder cycles within each module: which folder's names each folder's code spells.
let declarationPattern = try! NSRegularExpression(
    pattern:
        #"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*((?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated|static|mutating)\s+)*)(?:class|struct|enum|protocol|actor|typealias|func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#
)
let identifierPattern = try! NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*"#)
var folderCycles = 0
/// The modules whose cycles are printed edge by edge (the others, one line each).
let detailedModules: Set<String> = ["SegueRuntime", "SegueTools"]
/// The modules whose folders form no cycle, kept so: a cycle there fails the check. The tools'
/// folders each lean only on the runtime and on folders that do not lean back.
let acyclicModules: Set<String> = ["SegueTools"]
for module in modules where allowedImports[module] != nil {
    let moduleURL = sources.appendingPathComponent(module)
    let files = swiftFiles(under: moduleURL)
    func folder(of file: URL) -> String {
        let components = relative(file).split(separator: "/")
        return components.count > 3 ? String(components[2]) : "(top)"
    }
    let folders = Set(files.map(folder))
    guard folders.count > 1 else { continue }
    var codeByFile: [URL: [String]] = [:]
    var declaredIn: [String: Set<String>] = [:]
    for file in files {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        let lines = code(of: text)
        codeByFile[file] = lines
        // Top-level declarations only (column 0), not private to their file.
        for line in lines {
            guard let groups = match(declarationPattern, line) else { continue }
            if groups[1].contains("private") { continue }
            declaredIn[groups[2], default: []].insert(folder(of: file))
        }
    }
    // A name declared in more than one folder says nothing of which one is meant.
    let owner = declaredIn.compactMapValues { $0.count == 1 ? $0.first : nil }
    var edges: [String: [String: Set<String>]] = [:]  // from → to → names
    for file in files {
        let from = folder(of: file)
        for line in codeByFile[file] ?? [] {
            let range = NSRange(line.startIndex..., in: line)
            for result in identifierPattern.matches(in: line, range: range) {
                guard let word = Range(result.range, in: line).map({ String(line[$0]) }),
                    let to = owner[word], to != from
                else { continue }
                edges[from, default: [:]][to, default: []].insert(word)
            }
        }
    }
    // Strongly connected components (Tarjan), each of more than one folder a cycle.
    var index: [String: Int] = [:]
    var low: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var components: [[String]] = []
    func connect(_ node: String) {
        index[node] = index.count
        low[node] = index[node]
        stack.append(node)
        onStack.insert(node)
        for next in (edges[node]?.keys).map(Array.init)?.sorted() ?? [] {
            if index[next] == nil {
                connect(next)
                low[node] = min(low[node]!, low[next]!)
            } else if onStack.contains(next) {
                low[node] = min(low[node]!, index[next]!)
            }
        }
        if low[node] == index[node] {
            var component: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == node { break }
            }
            if component.count > 1 { components.append(component.sorted()) }
        }
    }
    for node in folders.sorted() where index[node] == nil { connect(node) }
    for component in components {
        folderCycles += 1
        print("\(module): folders in a cycle: \(component.joined(separator: ", "))")
        if acyclicModules.contains(module) {
            failures.append("\(module)'s folders must form no cycle: \(component.joined(separator: ", "))")
        }
        guard detailedModules.contains(module) else { continue }
        let members = Set(component)
        for from in component {
            for (to, names) in (edges[from] ?? [:]).sorted(by: { $0.key < $1.key }) where members.contains(to) {
                let both = edges[to]?[from] != nil ? " (both ways)" : ""
                let shown = names.sorted().prefix(6).joined(separator: ", ")
                let more = names.count > 6 ? ", … (\(names.count) names)" : ""
                print("  \(from) → \(to)\(both): \(shown)\(more)")
            }
        }
    }
}

for failure in failures { print("check-layers: \(failure)") }
if strictFolders && folderCycles > 0 {
    print("check-layers: \(folderCycles) folder cycle(s) (--strict-folders)")
    exit(1)
}
if failures.isEmpty {
    print(
        "check-layers: \(modules.count) modules import only what their layer allows, no @_spi import in "
            + "Sources/; \(folderCycles) folder cycle(s) reported above")
}
exit(failures.isEmpty ? 0 : 1)
