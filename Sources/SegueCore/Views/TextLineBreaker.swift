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
        let limit = maxLines > 0 ? maxLines : Int.max
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if lines.count >= limit {
                // Text left out after the last line shown: a truncating mode shows it.
                lines[limit - 1] = shorten(lines[limit - 1], cut: true)
                return lines
            }
            let characters = Array(paragraph)
            var overflow = false
            let first = lines.count
            wrap(String(paragraph), into: &lines, stoppingAfter: limit, overflow: &overflow)
            guard overflow else { continue }
            // The last line shown takes the rest of its paragraph, shortened by the mode (the
            // wrapping modes just cut it).
            let last = lines.count - 1
            let start = Self.offset(ofLine: last - first, in: characters, lines: lines[first...])
            let rest = String(characters[start...])
            lines[last] = shorten(rest, cut: true, wrapped: lines[last])
            return lines
        }
        return lines
    }

    /// Where the `index`-th line of a paragraph starts in its characters (lines are the
    /// paragraph's pieces in order, spaces dropped only where a line breaks).
    private static func offset(ofLine index: Int, in characters: [Character], lines: ArraySlice<String>) -> Int {
        var position = 0
        for (number, line) in lines.enumerated() {
            let pieces = Array(line)
            while position < characters.count, characters[position] == " ",
                !characters[position...].starts(with: pieces)
            {
                position += 1
            }
            if number == index { return position }
            position += pieces.count
        }
        return min(position, characters.count)
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

    /// The last line shown: in a truncating mode `rest` (the text from that line on, or the line
    /// itself) fitted to the width with an ellipsis (always one when `cut`: text follows it);
    /// in the other modes `wrapped`, the line as wrapped (the rest is cut off).
    func shorten(_ rest: String, cut: Bool, wrapped: String? = nil) -> String {
        switch mode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            guard measure(rest) > width || cut else { return rest }
            return truncate(rest)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return wrapped ?? rest
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
