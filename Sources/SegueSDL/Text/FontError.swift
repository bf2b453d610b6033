/// Why no font could be opened.
package enum FontError: Error, Equatable, CustomStringConvertible {
    /// The font file does not exist (or cannot be read).
    case missingFile(path: String)
    /// None of the candidate locations holds a font.
    case notFound(tried: [String])

    /// What went wrong with the font, naming the file.
    package var description: String {
        switch self {
        case .missingFile(let path):
            return "font file not found: \(path)"
        case .notFound(let tried):
            return "no font found; tried:\n" + tried.map { "  \($0)" }.joined(separator: "\n")
                + "\nPass --font PATH or set SEGUE_FONT to a TrueType font."
        }
    }
}
