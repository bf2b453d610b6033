import Foundation

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
    /// Where a shape layer's stroke starts, as a fraction of its path (`strokeStart`).
    case strokeStart
    /// Where a shape layer's stroke ends, as a fraction of its path (`strokeEnd`).
    case strokeEnd
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
        interpolation(from: a, to: b).value(at: t)
    }
}
