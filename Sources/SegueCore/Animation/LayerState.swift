/// The animatable state of a view: once as the model (what was last set) and once as the
/// presentation (what is on screen at the current time).
public struct LayerState: Equatable, Sendable {
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

    /// Maps the view's own coordinates into its superview's: move the anchor point to the origin,
    /// apply the transform, then move to the position (Core Animation's layer geometry).
    public var localTransform: Transform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        if transform.isIdentity {
            return Transform3D(translationX: position.x - ax, y: position.y - ay, z: 0)
        }
        return Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
    }
}
