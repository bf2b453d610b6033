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

    /// Interpolates two values of the same kind (t may leave 0...1 for springs that overshoot);
    /// values that do not interpolate (different kinds, a missing mask) jump at the end.
    public static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
        AnimationInterpolation(a, b).value(at: t)
    }
}

/// The one interpolation of animation values: both ends unboxed by kind, with what does not
/// depend on the progress worked out once (a transform's decomposition and the arc between its
/// rotations), so an animation builds it when its ends are known and evaluates it every frame.
/// A new kind of animation value gets its case and its formula here.
enum AnimationInterpolation {
    case scalar(Double, Double)
    case point(Point, Point)
    case rect(Rect, Rect)
    case color(Color, Color)
    /// Transforms that decompose: by parts, the rotation spherically.
    case transform(DecomposedTransform.Interpolation)
    /// Transforms that do not decompose: entry by entry.
    case matrix(Transform3D, Transform3D)
    case shape(Shape, Shape)
    /// Values that do not interpolate: the start until the end.
    case discrete(AnimationValue, AnimationValue)

    /// The interpolation from `a` to `b`.
    init(_ a: AnimationValue, _ b: AnimationValue) {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): self = .scalar(x, y)
        case (.point(let x), .point(let y)): self = .point(x, y)
        case (.rect(let x), .rect(let y)): self = .rect(x, y)
        case (.color(let x), .color(let y)): self = .color(x, y)
        case (.transform(let x), .transform(let y)):
            if let dx = x.decomposed, let dy = y.decomposed {
                self = .transform(DecomposedTransform.Interpolation(dx, dy))
            } else {
                self = .matrix(x, y)
            }
        case (.shape(let x?), .shape(let y?)): self = .shape(x, y)
        default: self = .discrete(a, b)
        }
    }

    /// The value at progress `t` (0 gives the start, 1 the end; springs may overshoot).
    @inline(__always)
    func value(at t: Double) -> AnimationValue {
        switch self {
        case .scalar(let x, let y): return .scalar(x + (y - x) * t)
        case .point(let x, let y): return .point(Point(x: x.x + (y.x - x.x) * t, y: x.y + (y.y - x.y) * t))
        case .rect(let x, let y):
            return .rect(
                Rect(
                    x: x.origin.x + (y.origin.x - x.origin.x) * t, y: x.origin.y + (y.origin.y - x.origin.y) * t,
                    width: x.width + (y.width - x.width) * t, height: x.height + (y.height - x.height) * t))
        case .color(let x, let y): return .color(Color.interpolate(x, y, min(max(t, 0), 1)))
        case .transform(let interpolation): return .transform(interpolation.value(at: t).recomposed)
        case .matrix(let x, let y): return .transform(Transform3D.blend(x, y, t))
        case .shape(let x, let y): return .shape(Shape.interpolate(x, y, t))
        case .discrete(let x, let y): return t < 1 ? x : y
        }
    }
}
