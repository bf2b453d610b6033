/// A height a sheet rests at, as UISheetPresentationController.Detent: `medium` is half the
/// container's height (UIKit's `.medium()`), `large` leaves the sheet's top gap above the card.
public struct SheetDetent: Hashable, Sendable {
    /// The detents a sheet knows.
    public enum Identifier: String, Hashable, Sendable, CaseIterable {
        /// Half the container's height.
        case medium
        /// The container's height less the sheet's top gap.
        case large
    }

    /// Which detent this is.
    public let identifier: Identifier

    /// The medium detent: half the container's height.
    public static let medium = SheetDetent(identifier: .medium)
    /// The large detent: the container's height less the top gap.
    public static let large = SheetDetent(identifier: .large)

    /// The detent itself, so that UIKit's spellings `.medium()` and `.large()` (functions there)
    /// name `medium` and `large`.
    public func callAsFunction() -> SheetDetent { self }

    /// The visible height of the card at this detent in a container of height `containerHeight`,
    /// for a sheet whose large detent leaves `topGap` points above it. Large is never lower than
    /// medium: in a container less than twice the gap tall, the two are the same height.
    public func height(containerHeight: Double, topGap: Double) -> Double {
        let medium = max(containerHeight / 2, 0)
        switch identifier {
        case .medium: return medium
        case .large: return max(containerHeight - topGap, medium)
        }
    }

    /// The y of the card's top edge at this detent (the container's height less the detent's).
    public func top(containerHeight: Double, topGap: Double) -> Double {
        containerHeight - height(containerHeight: containerHeight, topGap: topGap)
    }
}
