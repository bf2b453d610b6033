/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from its extents, without labels.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Scales both extents.
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    /// A readable form of the size, for logs and test failures.
    public var description: String { "\(width)x\(height)" }
}
