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
    public mutating func set(_ property: AnimatableProperty, to value: AnimationValue) {
        switch (property, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.transform, .transform(let t)): transform = t
        case (.alpha, .scalar(let a)): alpha = a
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.cornerRadius, .scalar(let r)): cornerRadius = r
        case (.maskShape, .shape(let s)): maskShape = s
        default: break
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
