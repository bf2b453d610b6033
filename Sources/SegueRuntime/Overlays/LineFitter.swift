import SegueCore

/// Fits the overlays' text into a width: lines wrap at spaces, and what still does not fit ends
/// in an ellipsis, so nothing runs off the window at any size.
package enum LineFitter {
    /// The mark of cut text.
    static let ellipsis = "…"
    /// What a continuation row adds to its line's indentation.
    static let continuationIndent = "    "

    /// Wraps each line at spaces into rows no wider than `width`; a continuation row is indented
    /// under its line, and a word too wide for a row ends in an ellipsis. At most `capacity`
    /// rows: when more would be needed, the last one says how many were left out.
    static func wrap(_ lines: [String], width: Double, capacity: Int = .max, measure: (String) -> Double)
        -> [String]
    {
        var rows: [String] = []
        for line in lines {
            guard measure(line) > width else {
                rows.append(line)
                continue
            }
            let indent = String(line.prefix { $0 == " " })
            let continuation = indent + continuationIndent
            var lineRows: [String] = []
            var current = ""
            for word in line.dropFirst(indent.count).split(separator: " ") {
                let prefix = lineRows.isEmpty ? indent : continuation
                let candidate = current.isEmpty ? prefix + word : current + " " + word
                if measure(candidate) <= width {
                    current = candidate
                    continue
                }
                if !current.isEmpty {
                    lineRows.append(current)
                    current = ""
                }
                let alone = (lineRows.isEmpty ? indent : continuation) + word
                if measure(alone) <= width {
                    current = alone
                } else {
                    lineRows.append(truncate(alone, width: width, measure: measure))
                }
            }
            if !current.isEmpty { lineRows.append(current) }
            rows += lineRows
        }
        guard rows.count > capacity else { return rows }
        let kept = max(capacity - 1, 0)
        let more = truncate("… \(rows.count - kept) more", width: width, measure: measure)
        return Array(rows.prefix(kept)) + (capacity > 0 ? [more] : [])
    }

    /// `text` when it fits `width`, otherwise its longest beginning that fits with an ellipsis
    /// after it (just the ellipsis when nothing does).
    package static func truncate(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        let characters = Array(text)
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle]) + ellipsis) <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return String(characters[..<low]) + ellipsis
    }
}
