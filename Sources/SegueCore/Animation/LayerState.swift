import Foundation

/// The animatable state of a view: once as the model (what was last set) and once as the
/// presentation (what is on screen at the current time).
nonisolated public struct LayerState: Equatable, Sendable {
    /// The view's own coordinate space.
    public var bounds = Rect.zero
    /// Where the anchor point lies in the superview.
    public var position = Point.zero
    /// The point of the bounds, in unit coordinates, that `position` and `transform` refer to.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The transform applied about the anchor point.
    public var transform = Transform3D.identity
    /// Opacity, 0...1.
    public var alpha = 1.0
    /// The fill behind the content.
    public var backgroundColor = Color.clear
    /// Radius of the rounded corners of the background (and of the clip when clipping).
    public var cornerRadius = 0.0
    /// The mask shape in the view's own coordinates, or nil.
    public var maskShape: Shape? = nil
    /// Where a shape layer's stroke starts, as a fraction of its path's length.
    public var strokeStart = 0.0
    /// Where a shape layer's stroke ends, as a fraction of its path's length.
    public var strokeEnd = 1.0

    /// Creates the default state.
    public init() {}

    // The one mapping from an animatable property to its field: `value(of:)` reads it and
    // `set(_:to:)` writes it, and everything that animates (the engine, presentation values,
    // animate blocks) goes through these two. Both switch over every property, so a new
    // `AnimatableProperty` case does not compile until it has its field here.

    /// Reads a property as an animation value.
    public func value(of property: AnimatableProperty) -> AnimationValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .transform: return .transform(transform)
        case .alpha: return .scalar(alpha)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .scalar(cornerRadius)
        case .maskShape: return .shape(maskShape)
        case .strokeStart: return .scalar(strokeStart)
        case .strokeEnd: return .scalar(strokeEnd)
        }
    }

    /// Writes a property from an animation value (a value of the wrong kind is ignored).
    @inline(__always)
    public mutating func set(_ property: AnimatableProperty, to value: AnimationValue) {
        switch property {
        case .bounds: if case .rect(let r) = value { bounds = r }
        case .position: if case .point(let p) = value { position = p }
        case .anchorPoint: if case .point(let p) = value { anchorPoint = p }
        case .transform: if case .transform(let t) = value { transform = t }
        case .alpha: if case .scalar(let a) = value { alpha = a }
        case .backgroundColor: if case .color(let c) = value { backgroundColor = c }
        case .cornerRadius: if case .scalar(let r) = value { cornerRadius = r }
        case .maskShape: if case .shape(let s) = value { maskShape = s }
        case .strokeStart: if case .scalar(let v) = value { strokeStart = v }
        case .strokeEnd: if case .scalar(let v) = value { strokeEnd = v }
        }
    }

    /// The frame in the superview's coordinates: the bounds placed at the position about the
    /// anchor point, then (when not the identity) mapped by the transform and bounded.
    public var frame: Rect {
        let size = bounds.size
        let origin = Point(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
        if transform.isIdentity { return Rect(origin: origin, size: size) }
        let local = localTransform
        let corners = [
            local.apply(Point(x: bounds.minX, y: bounds.minY)), local.apply(Point(x: bounds.maxX, y: bounds.minY)),
            local.apply(Point(x: bounds.maxX, y: bounds.maxY)), local.apply(Point(x: bounds.minX, y: bounds.maxY)),
        ]
        return Rect.bounding(corners)
    }

    /// `localTransform.concatenating(parent)` when `transform` and `parent` are both affine
    /// (`Transform3D.isAffine`): the same entries, without the products by the zeros and ones of
    /// the third row and column and of the fourth column (the render list's per-view product).
    @inline(__always)
    func affineLocalTransform(concatenatedWith p: Transform3D) -> Transform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        let t = transform
        let l41 = -ax * t.m11 + -ay * t.m21 + t.m41 + position.x
        let l42 = -ax * t.m12 + -ay * t.m22 + t.m42 + position.y
        return Transform3D(
            m11: t.m11 * p.m11 + t.m12 * p.m21, m12: t.m11 * p.m12 + t.m12 * p.m22, m13: 0, m14: 0,
            m21: t.m21 * p.m11 + t.m22 * p.m21, m22: t.m21 * p.m12 + t.m22 * p.m22, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: l41 * p.m11 + l42 * p.m21 + p.m41, m42: l41 * p.m12 + l42 * p.m22 + p.m42, m43: 0, m44: 1)
    }

    /// Maps the view's own coordinates into its superview's: move the anchor point to the origin,
    /// apply the transform, then move to the position (Core Animation's layer geometry).
    public var localTransform: Transform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        if transform.isIdentity {
            return Transform3D(translationX: position.x - ax, y: position.y - ay, z: 0)
        }
        // translation(−anchor) · transform · translation(position), written out: the two
        // translations only touch the fourth row and the first two columns, so the full 4x4
        // products reduce to these terms (the same sums, less the products by 0 and 1).
        let t = transform
        let px = position.x
        let py = position.y
        let r41 = -ax * t.m11 + -ay * t.m21 + t.m41
        let r42 = -ax * t.m12 + -ay * t.m22 + t.m42
        let r43 = -ax * t.m13 + -ay * t.m23 + t.m43
        let r44 = -ax * t.m14 + -ay * t.m24 + t.m44
        return Transform3D(
            m11: t.m11 + t.m14 * px, m12: t.m12 + t.m14 * py, m13: t.m13, m14: t.m14,
            m21: t.m21 + t.m24 * px, m22: t.m22 + t.m24 * py, m23: t.m23, m24: t.m24,
            m31: t.m31 + t.m34 * px, m32: t.m32 + t.m34 * py, m33: t.m33, m34: t.m34,
            m41: r41 + r44 * px, m42: r42 + r44 * py, m43: r43, m44: r44)
    }
}
