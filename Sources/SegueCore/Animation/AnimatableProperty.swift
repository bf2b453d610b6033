/// The properties of a view that animate, as the layer key paths of Core Animation.
public enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    /// `bounds` (origin and size).
    case bounds
    /// `position` (the anchor point's place in the superview; `center` in UIKit).
    case position
    /// `anchorPoint`, in unit coordinates of the bounds.
    case anchorPoint
    /// `transform` (3D, about the anchor point).
    case transform
    /// `opacity` (`alpha` in UIKit).
    case alpha
    /// `backgroundColor`.
    case backgroundColor
    /// `cornerRadius`.
    case cornerRadius
    /// The shape of the view's mask (`mask.path` of a shape-layer mask).
    case maskShape
}

/// A value an animation interpolates.
public enum AnimationValue: Hashable, Sendable {
    /// A number (alpha, corner radius).
    case scalar(Double)
    /// A point (position, anchor point).
    case point(Point)
    /// A rectangle (bounds).
    case rect(Rect)
    /// A colour.
    case color(Color)
    /// A transform; interpolated by decomposition.
    case transform(Transform3D)
    /// A shape (a mask); nil removes the mask.
    case shape(Shape?)

    /// Interpolates two values of the same kind (t may leave 0...1 for springs that overshoot).
    public static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * t)
        case (.point(let x), .point(let y)): return .point(Point(x: x.x + (y.x - x.x) * t, y: x.y + (y.y - x.y) * t))
        case (.rect(let x), .rect(let y)):
            return .rect(
                Rect(
                    x: x.origin.x + (y.origin.x - x.origin.x) * t, y: x.origin.y + (y.origin.y - x.origin.y) * t,
                    width: x.width + (y.width - x.width) * t, height: x.height + (y.height - x.height) * t))
        case (.color(let x), .color(let y)): return .color(Color.interpolate(x, y, min(max(t, 0), 1)))
        case (.transform(let x), .transform(let y)): return .transform(Transform3D.interpolate(x, y, t))
        case (.shape(let x?), .shape(let y?)): return .shape(Shape.interpolate(x, y, t))
        default: return t < 1 ? a : b
        }
    }
}
