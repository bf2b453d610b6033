import SegueCore

/// A transform a controller's view keeps once a transition completed, about an anchor point of
/// its bounds (so it stays right when the view is laid out again at another size): the affine
/// fold leaves its squash about the bottom edge, as the original does.
public struct RestingTransform: Equatable, Sendable {
    /// The transform.
    public var transform: Transform3D
    /// The point of the bounds, in unit coordinates, the transform is about.
    public var anchorPoint: Point

    /// Creates a resting transform about an anchor point (the centre by default).
    public init(_ transform: Transform3D, anchorPoint: Point = Point(x: 0.5, y: 0.5)) {
        self.transform = transform
        self.anchorPoint = anchorPoint
    }

    /// No transform, about the centre: a view as the canonical tree has it.
    public static let identity = RestingTransform(.identity)

    /// True for `identity`.
    public var isIdentity: Bool { self == .identity }
}
