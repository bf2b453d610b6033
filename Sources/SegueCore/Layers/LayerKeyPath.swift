import Foundation

/// A Core Animation key path that Segue animates: the layer property it changes, and how an
/// animation's values (`fromValue`, `toValue`, `byValue`, as Core Animation takes them: `CGPoint`,
/// `CGRect`, `CATransform3D`, numbers, `CGColor`) become that property's values.
struct LayerKeyPath {
    /// The part of a compound property the key path names.
    enum Component {
        case whole, x, y, width, height
        case scale, scaleX, scaleY, rotationX, rotationY, rotationZ, translationX, translationY
    }

    let property: AnimatableProperty
    let component: Component

    /// The key path, or nil for one Segue does not animate.
    init?(_ keyPath: String) {
        switch keyPath {
        case "position": (property, component) = (.position, .whole)
        case "position.x": (property, component) = (.position, .x)
        case "position.y": (property, component) = (.position, .y)
        case "anchorPoint": (property, component) = (.anchorPoint, .whole)
        case "bounds": (property, component) = (.bounds, .whole)
        case "bounds.size": (property, component) = (.bounds, .whole)
        case "bounds.size.width": (property, component) = (.bounds, .width)
        case "bounds.size.height": (property, component) = (.bounds, .height)
        case "transform": (property, component) = (.transform, .whole)
        case "transform.scale": (property, component) = (.transform, .scale)
        case "transform.scale.x": (property, component) = (.transform, .scaleX)
        case "transform.scale.y": (property, component) = (.transform, .scaleY)
        case "transform.rotation", "transform.rotation.z": (property, component) = (.transform, .rotationZ)
        case "transform.rotation.x": (property, component) = (.transform, .rotationX)
        case "transform.rotation.y": (property, component) = (.transform, .rotationY)
        case "transform.translation.x": (property, component) = (.transform, .translationX)
        case "transform.translation.y": (property, component) = (.transform, .translationY)
        case "opacity": (property, component) = (.alpha, .whole)
        case "cornerRadius": (property, component) = (.cornerRadius, .whole)
        case "backgroundColor": (property, component) = (.backgroundColor, .whole)
        case "path": (property, component) = (.maskShape, .whole)
        case "strokeStart": (property, component) = (.strokeStart, .whole)
        case "strokeEnd": (property, component) = (.strokeEnd, .whole)
        default: return nil
        }
    }

    /// A number from any of the types Core Animation code passes.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// The property's value for an animation value, the other parts taken from the model.
    func value(of raw: Any, on model: LayerState) -> AnimationValue? {
        if let boxed = raw as? NSValue, !(raw is NSNumber) {
            return value(of: boxed.unboxed, on: model)
        }
        switch (property, component) {
        case (.position, .whole), (.anchorPoint, .whole):
            return (raw as? CGPoint).map { .point($0) }
        case (.position, .x):
            return LayerKeyPath.number(raw).map { .point(CGPoint(x: $0, y: model.position.y)) }
        case (.position, .y):
            return LayerKeyPath.number(raw).map { .point(CGPoint(x: model.position.x, y: $0)) }
        case (.bounds, .whole):
            if let rect = raw as? CGRect { return .rect(rect) }
            return (raw as? CGSize).map { .rect(CGRect(origin: model.bounds.origin, size: $0)) }
        case (.bounds, .width):
            return LayerKeyPath.number(raw).map {
                .rect(CGRect(origin: model.bounds.origin, size: CGSize(width: $0, height: model.bounds.height)))
            }
        case (.bounds, .height):
            return LayerKeyPath.number(raw).map {
                .rect(CGRect(origin: model.bounds.origin, size: CGSize(width: model.bounds.width, height: $0)))
            }
        case (.transform, .whole):
            return (raw as? CATransform3D).map { .transform($0) }
        case (.transform, _):
            return LayerKeyPath.number(raw).map { .transform(transform(component, $0)) }
        case (.alpha, _), (.cornerRadius, _), (.strokeStart, _), (.strokeEnd, _):
            return LayerKeyPath.number(raw).map { .scalar($0) }
        case (.backgroundColor, _):
            return (raw as? CGColor).map { .color(Color(cgColor: $0)) }
        case (.maskShape, _):
            return (raw as? CGPath).map { .shape(Shape(path: $0)) }
        default:
            return nil
        }
    }

    /// The transform a number names for a transform sub-key path (as Core Animation reads
    /// `transform.scale` and the rest: that one part, the others the identity's).
    private func transform(_ component: Component, _ v: Double) -> CATransform3D {
        switch component {
        case .scale: return CATransform3D(scaleX: v, y: v, z: 1)
        case .scaleX: return CATransform3D(scaleX: v, y: 1, z: 1)
        case .scaleY: return CATransform3D(scaleX: 1, y: v, z: 1)
        case .rotationX: return CATransform3D(rotationAngle: v, x: 1, y: 0, z: 0)
        case .rotationY: return CATransform3D(rotationAngle: v, x: 0, y: 1, z: 0)
        case .translationX: return CATransform3D(translationX: v, y: 0, z: 0)
        case .translationY: return CATransform3D(translationX: 0, y: v, z: 0)
        default: return CATransform3D(rotationAngle: v, x: 0, y: 0, z: 1)
        }
    }

    /// `base` moved by a `byValue` (or back by it), for the kinds that add.
    func adding(_ by: Any, to base: AnimationValue, on model: LayerState, negated: Bool = false) -> AnimationValue? {
        let sign: Double = negated ? -1 : 1
        switch base {
        case .point(let p):
            if let d = by as? CGPoint { return .point(CGPoint(x: p.x + sign * d.x, y: p.y + sign * d.y)) }
            guard let n = LayerKeyPath.number(by) else { return nil }
            return .point(component == .y ? CGPoint(x: p.x, y: p.y + sign * n) : CGPoint(x: p.x + sign * n, y: p.y))
        case .scalar(let s):
            return LayerKeyPath.number(by).map { .scalar(s + sign * $0) }
        case .transform(let t):
            guard let n = LayerKeyPath.number(by) else { return nil }
            return .transform(transform(component, sign * n).concatenating(t))
        default:
            return nil
        }
    }
}

extension Shape {
    /// The shape a path draws: its rectangle, ellipse or rounded rectangle when it is exactly
    /// one, otherwise the outline of its first subpath (flattened).
    package init(path: CGPath) {
        switch path.primitive {
        case .rect(let r)?: self = .rect(r)
        case .ellipse(let r)?: self = .ellipse(r)
        case .roundedRect(let r, let radius, _)?: self = .roundedRect(r, cornerRadius: Double(radius))
        default:
            let flat = path.flattened(tolerance: CGPath.defaultFlatteningTolerance)
            let points = flat.subpaths.first.map { Array(flat.points(of: $0)) } ?? []
            self = .polygon(points)
        }
    }
}

extension NSValue {
    /// A point in a value, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A size in a value, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A rectangle in a value, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The point in the value, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// The size in the value, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle in the value, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }

    /// What the value holds, as the geometry type (a point, size or rectangle), for animations.
    var unboxed: Any {
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint") || type.hasPrefix("{_NSPoint") { return pointValue }
        if type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize") || type.hasPrefix("{_NSSize") { return sizeValue }
        if type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect") || type.hasPrefix("{_NSRect") { return rectValue }
        if type == NSValue.transformObjCType { return caTransform3DValue }
        return self
    }
}
