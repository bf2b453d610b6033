/// A two-dimensional vector, as Core Graphics' `CGVector` (a velocity, an offset).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integer components.
    @inlinable
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// Creates a vector from `Double` components.
    @inlinable
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    @inlinable
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    /// The zero vector.
    public static let zero = CGVector()

    /// A readable form, for logs and test failures.
    public var description: String { "(\(dx), \(dy))" }
}
