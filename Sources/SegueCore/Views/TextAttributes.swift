import Foundation

/// How text lines up horizontally, as UIKit's `NSTextAlignment`, with iOS's raw values.
nonisolated public enum NSTextAlignment: Int, Sendable {
    /// Flush with the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush with the right edge.
    case right = 2
    /// Both edges flush (Segue draws it as `.left`: lines are not stretched).
    case justified = 3
    /// The script's natural alignment: left (Segue lays out left-to-right text).
    case natural = 4
}

/// What happens to text too long for its space, as UIKit's `NSLineBreakMode`, with its raw values.
nonisolated public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words (a word longer than the line breaks between characters).
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Lines break between words; the last line is cut off at the bounds.
    case byClipping = 2
    /// The last line ends with its end, its start replaced by an ellipsis ("…xyz").
    case byTruncatingHead = 3
    /// The last line ends with an ellipsis in place of what does not fit ("abc…").
    case byTruncatingTail = 4
    /// The last line keeps its start and end, an ellipsis in the middle ("ab…yz").
    case byTruncatingMiddle = 5
}
