/// The kinds of scrolling a pan takes as a drag, as UIScrollTypeMask: a trackpad's two-finger
/// swipe (`continuous`) or a notched wheel's steps (`discrete`). Segue turns only continuous
/// scrolls into touches (`TrackpadSwipeInput`); a notched wheel never drags anything.
public struct ScrollTypeMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a mask from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Scrolls with precise, continuous deltas (a trackpad).
    public static let continuous = ScrollTypeMask(rawValue: 1 << 0)
    /// Scrolls in whole steps (a notched mouse wheel).
    public static let discrete = ScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: ScrollTypeMask = [.continuous, .discrete]
}
