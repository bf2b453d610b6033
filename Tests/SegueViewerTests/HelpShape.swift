import Foundation

/// What is wrong with the shape of a `--help` text: an option glued to another's line, an entry
/// listed twice in a section, a flag missing from the usage lines, an overlong line.
enum HelpShape {
    /// The widest line a help text may have.
    static let maximumWidth = 104

    /// Every problem found, each a line naming it (empty when the text has the right shape).
    /// Texts without options (the keys, the script commands) pass `needsOptions: false`.
    static func problems(in text: String, needsOptions: Bool = true) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines where line.count > maximumWidth {
            problems.append("longer than \(maximumWidth) columns: \(line)")
        }
        // An option's entry starts a line; another entry after a wide gap on the same line is glued.
        let glued = try! NSRegularExpression(pattern: "\\S\\s{2,}(-[a-zA-Z], )?--[a-z][a-z-]*\\s")
        for line in lines where line.hasPrefix("  -") {
            let range = NSRange(line.startIndex..., in: line)
            if glued.firstMatch(in: line, range: range) != nil {
                problems.append("two options on one line: \(line)")
            }
        }
        // Sections are separated by blank lines; an entry's head is what comes before its
        // description (two spaces or more), and appears once a section.
        var seen: Set<String> = []
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                seen = []
                continue
            }
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            let body = line.dropFirst(2)
            let head = body.components(separatedBy: "  ").first ?? String(body)
            if !seen.insert(head).inserted { problems.append("listed twice: \(head)") }
        }
        // Every flag of the options section appears in the usage block (the first paragraph).
        let usage = lines.prefix { !$0.isEmpty }.joined(separator: "\n")
        if let start = lines.firstIndex(of: "options:") {
            for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) where line.hasPrefix("  -") {
                for flag in flags(in: line.components(separatedBy: "  ").dropFirst().first ?? "")
                where !usage.contains(flag) {
                    problems.append("\(flag) is missing from the usage lines")
                }
            }
        } else if needsOptions {
            problems.append("no options: section")
        }
        return problems
    }

    /// The `--flag`s and `-x` flags at the start of an entry (`-h, --help`, `--size WxH`).
    private static func flags(in head: String) -> [String] {
        head.components(separatedBy: CharacterSet(charactersIn: " ,")).filter { $0.hasPrefix("-") }
    }
}
