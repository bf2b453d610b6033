// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

/// The corners of a layer that its `cornerRadius` rounds (`CALayer.maskedCorners`), as Core
/// Animation's `CACornerMask`. Named by the layer's own coordinates: on UIKit's y-down screen the
/// `MinY` corners are the top ones, so `layerMinXMinYCorner` is the top left.
nonisolated public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bit mask of the corners.
    public let rawValue: UInt

    /// Creates a set of corners from its bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY): the top left.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at (maxX, minY): the top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at (minX, maxY): the bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at (maxX, maxY): the bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
