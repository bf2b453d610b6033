/// The corners of a rectangle, as UIKit's `UIRectCorner`, named on UIKit's y-down screen: the top
/// corners are at the rectangle's `minY`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bit mask of the corners.
    public let rawValue: UInt

    /// Creates a set of corners from its bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
