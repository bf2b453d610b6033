extension CommandSpec {
    /// The widest line the usage lines and the help wrap to.
    package static let helpWidth = 100

    /// The text `CMD --help` prints (without a final newline): the usage lines, the description,
    /// every option with its help, then `-h, --help`.
    public func help(programName: String) -> String {
        var lines = usageLines(programName: programName)
        let command = name.isEmpty ? programName : "\(programName) \(name)"
        let others = String(repeating: " ", count: "usage: ".count)
        lines += otherForms.map { "\(others)\(command) \($0)" }
        lines.append("\(others)\(command) -h | --help")
        for paragraph in description {
            lines.append("")
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += line.hasPrefix(" ") ? [String(line)] : Self.wrap(String(line), lead: "", indent: 0)
            }
        }
        lines += ["", "options:"]
        lines += optionLines()
        lines += Self.entry("-h, --help", "print this help", column: helpColumn)
        return lines.joined(separator: "\n")
    }

    /// `usage: NAME CMD [--opt VALUE]... POSITIONAL...`, `extraFlags` (an app's) after the
    /// options, wrapped at ``helpWidth`` with later lines under the first flag.
    package func usageLines(programName: String, extraFlags: [String] = []) -> [String] {
        var words: [String] = []
        for option in options {
            switch option.usage {
            case .optional: words.append(option.kind == .repeated ? "[\(option.head) ...]" : "[\(option.head)]")
            case .required: words.append(option.head)
            case .custom(let text): words.append(text)
            case .hidden: continue
            }
        }
        words += extraFlags + positionals
        let head = "usage: " + (name.isEmpty ? programName : "\(programName) \(name)")
        let indent = String(repeating: " ", count: head.count)
        var lines: [String] = []
        var line = head
        for word in words {
            if line.count + 1 + word.count > Self.helpWidth, line != head, line != indent {
                lines.append(line)
                line = indent
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }

    /// Every option with its help, one entry each (help-less options left out), the help
    /// starting at ``helpColumn`` and wrapped at ``helpWidth``.
    package func optionLines() -> [String] {
        options.filter { !$0.help.isEmpty }.flatMap { Self.entry($0.head, $0.help, column: helpColumn) }
    }

    /// One entry: `  HEAD` and its help at `column` (after two spaces when the head is too wide),
    /// wrapped at ``helpWidth``; a newline in the help starts a new line under the column.
    static func entry(_ head: String, _ help: String, column: Int) -> [String] {
        var lead = "  " + head
        lead += lead.count + 2 <= column ? String(repeating: " ", count: column - lead.count) : "  "
        var lines: [String] = []
        for (index, part) in help.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines += wrap(String(part), lead: index == 0 ? lead : "", indent: column)
        }
        return lines
    }

    /// `text` after `lead`, wrapped at spaces to ``helpWidth`` columns, later lines (and a first
    /// line without lead) indented by `indent`.
    static func wrap(_ text: String, lead: String, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let start = lead.isEmpty ? pad : lead
        var lines: [String] = []
        var line = start
        for word in text.split(separator: " ") {
            let fresh = line == start || line == pad
            if !fresh, line.count + 1 + word.count > helpWidth {
                lines.append(line)
                line = pad + word
            } else {
                line += (fresh && (line.isEmpty || line.hasSuffix(" ")) ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines
    }
}

extension CommandSpec {
    /// The command's entry in the overview's list of commands: its name, then its summary at
    /// column 17, wrapped.
    public func listEntry() -> [String] {
        Self.entry(name, summary, column: 17)
    }
}
