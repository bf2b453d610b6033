import Foundation

/// Breaks text into the lines a label shows, as UIKit lays out a `UILabel`: explicit newlines
/// end paragraphs; a paragraph wider than the space breaks between words (or characters); with a
/// line limit the last line shown takes what is left, shortened by the line break mode.
struct TextLineBreaker {
    /// The width of a string, in points.
    let measure: (String) -> Double
    /// The space's width (infinite: lines break only at newlines).
    let width: Double
    /// The most lines shown (0: any number).
    let maxLines: Int
    /// How lines break and the last one is shortened.
    let mode: NSLineBreakMode

    /// The lines of `text`.
    func lines(of text: String) -> [String] {
        var lines: [String] = []
        var paragraphOfLine: [Int] = []
        var overflow = false
        for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            wrap(String(paragraph), into: &lines, stoppingAfter: Int.max, overflow: &overflow)
            paragraphOfLine += repeatElement(index, count: lines.count - paragraphOfLine.count)
        }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        // The last line shown takes the rest of its paragraph, shortened by the mode, and shows
        // (in the truncating modes) that text was left out.
        let last = maxLines - 1
        var rest = lines[last]
        var next = last + 1
        while next < lines.count, paragraphOfLine[next] == paragraphOfLine[last] {
            rest += (mode == .byCharWrapping ? "" : " ") + lines[next]
            next += 1
        }
        lines.removeSubrange(maxLines...)
        lines[last] = shorten(rest, cut: true)
        return lines
    }

    /// Appends the lines of one paragraph; sets `overflow` when more lines than `limit` would be needed.
    private func wrap(_ paragraph: String, into lines: inout [String], stoppingAfter limit: Int, overflow: inout Bool) {
        guard width.isFinite, measure(paragraph) > width, mode != .byClipping || maxLines != 1 else {
            lines.append(paragraph)
            return
        }
        let byCharacters = mode == .byCharWrapping
        var line = ""
        var pieces: [String] = []
        if byCharacters {
            pieces = paragraph.map(String.init)
        } else {
            // Words with the spaces before them, so a line keeps the text's own spacing.
            var word = ""
            for character in paragraph {
                if character == " ", !word.isEmpty, word.last != " " {
                    pieces.append(word)
                    word = ""
                }
                word.append(character)
            }
            if !word.isEmpty { pieces.append(word) }
        }
        for piece in pieces {
            let candidate = line + piece
            if line.isEmpty || measure(candidate) <= width {
                line = candidate
                if line == piece, measure(line) > width, !byCharacters {
                    // A word wider than the line breaks between its characters.
                    line = ""
                    for character in piece.drop(while: { $0 == " " }) {
                        let next = line + String(character)
                        if !line.isEmpty, measure(next) > width {
                            if lines.count >= limit {
                                overflow = true
                                return
                            }
                            lines.append(line)
                            line = String(character)
                        } else {
                            line = next
                        }
                    }
                }
                continue
            }
            if lines.count >= limit {
                overflow = true
                return
            }
            lines.append(line)
            line = byCharacters ? piece : String(piece.drop(while: { $0 == " " }))
        }
        if lines.count >= limit {
            overflow = true
            return
        }
        lines.append(line)
    }

    /// `line` fitted to the width by the mode's truncation (`cut`: some text follows it).
    func shorten(_ line: String, cut: Bool) -> String {
        switch mode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            guard width.isFinite, measure(line) > width || cut else { return line }
            return truncate(line)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        }
    }

    /// The longest truncation of `line` by the mode, with an ellipsis, that fits the width.
    private func truncate(_ line: String) -> String {
        let characters = Array(line)
        let ellipsis = "…"
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .byTruncatingHead:
                return ellipsis + String(characters.suffix(kept)).drop(while: { $0 == " " })
            case .byTruncatingMiddle:
                let head = (kept + 1) / 2
                let tail = kept - head
                return String(characters.prefix(head)).trimmingTrailingSpaces + ellipsis
                    + String(characters.suffix(tail)).drop(while: { $0 == " " })
            default:
                return String(characters.prefix(kept)).trimmingTrailingSpaces + ellipsis
            }
        }
        guard width.isFinite else { return line + ellipsis }
        // Binary search on how many characters are kept.
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(candidate(mid)) <= width { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
