import Foundation

extension View {
    /// Sets a model property: inside an animate block the change animates from the current
    /// presentation value; outside it shows at once (unless an animation of it is running).
    func setModel(_ property: AnimatableProperty, _ value: AnimationValue) {
        let old = model.value(of: property)
        guard old != value else {
            AnimationContext.current?.noteTouched(self)
            return
        }
        if let context = AnimationContext.current, !context.disablesAnimation {
            animationEngine?.synchronizeWithClock()
            let from = currentPresentationValue(of: property)
            model.set(property, to: value)
            context.addAnimation(for: self, property: property, from: from, to: value)
        } else {
            model.set(property, to: value)
            if !animations.contains(where: { $0.property == property }) {
                presentation.set(property, to: value)
            }
        }
        if property == .bounds, case .rect(let old) = old, case .rect(let new) = value, old.size != new.size {
            setNeedsLayout()
        }
    }

    /// The anchor point's place in the superview (CALayer's `position`).
    public var position: Point {
        get { model.position }
        set { setModel(.position, .point(newValue)) }
    }

    /// The point of the bounds, in unit coordinates, that position and transform refer to.
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { setModel(.anchorPoint, .point(newValue)) }
    }

    /// The 3D transform about the anchor point, as UIView's `transform3D` (the layer's `transform`).
    public var transform3D: Transform3D {
        get { model.transform }
        set { setModel(.transform, .transform(newValue)) }
    }

    /// The affine transform about the anchor point, as UIView's `transform`: reading it gives the
    /// affine part of `transform3D` (as `CATransform3DGetAffineTransform`), setting it replaces
    /// `transform3D` with the affine transform. It leaves `bounds` and `center` alone; `frame` is
    /// then the transformed bounding box.
    public var transform: CGAffineTransform {
        get { model.transform.affineTransform }
        set { transform3D = Transform3D(affine: newValue) }
    }

    /// Opacity, 0...1, as UIView's `alpha`; it multiplies down the tree.
    public var alpha: CGFloat {
        get { CGFloat(model.alpha) }
        set { setModel(.alpha, .scalar(Double(newValue))) }
    }

    /// The background fill, as UIView's `backgroundColor` (nil, the default, draws nothing:
    /// the same as clear).
    public var backgroundColor: Color? {
        get { model.backgroundColor.a == 0 && model.backgroundColor == .clear ? nil : model.backgroundColor }
        set { setModel(.backgroundColor, .color(newValue ?? .clear)) }
    }

    /// Radius of rounded corners (the layer's `cornerRadius`; apps write `layer.cornerRadius`).
    package var cornerRadius: Double {
        get { model.cornerRadius }
        set { setModel(.cornerRadius, .scalar(newValue)) }
    }

    /// A view whose shape masks this one, as UIView's `mask`: the view draws only inside the mask
    /// view's bounds (rounded by its corner radius) where it stands in this view's coordinates,
    /// following the mask view's animations. The mask view is in no view's `subviews`.
    public var mask: View? {
        get { maskNode.flatMap { $0.isLayerNode ? nil : $0 } }
        set {
            newValue?.removeFromSuperview()
            maskNode = newValue
        }
    }

    /// The mask shape in the view's own coordinates: the view and its subtree draw only inside it.
    public var maskShape: Shape? {
        get { model.maskShape }
        set { setModel(.maskShape, .shape(newValue)) }
    }

    /// The model transform from this view's coordinates to the window's (or the root's).
    public var transformToRoot: Transform3D {
        var t = model.localTransform
        var current = superview
        while let v = current {
            if v.superview == nil { break }
            t = t.concatenating(v.model.localTransform)
            current = v.superview
        }
        return t
    }

    /// The presentation transform from this view's coordinates to the root's.
    public var presentationTransformToRoot: Transform3D {
        var t = presentation.localTransform
        var current = superview
        while let v = current {
            if v.superview == nil { break }
            t = t.concatenating(v.presentation.localTransform)
            current = v.superview
        }
        return t
    }

    /// Converts a point from this view's coordinates to another view's (the root's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let rootPoint = isRootOfTree ? point : transformToRoot.apply(point)
        guard let view, !view.isRootOfTree else { return rootPoint }
        return view.transformToRoot.unproject(rootPoint) ?? rootPoint
    }

    /// Converts a point from another view's coordinates (the root's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? rootView).convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to another's (the bounding box of its corners).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect.bounding([
            convert(Point(x: rect.minX, y: rect.minY), to: view), convert(Point(x: rect.maxX, y: rect.minY), to: view),
            convert(Point(x: rect.maxX, y: rect.maxY), to: view), convert(Point(x: rect.minX, y: rect.maxY), to: view),
        ])
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        (view ?? rootView).convert(rect, to: self)
    }

    /// The root of the tree this view is in (itself when it has no superview).
    public var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    var isRootOfTree: Bool { superview == nil }

    /// The axis-aligned bounds of the presentation in root (window) coordinates.
    public var presentationFrameInRoot: Rect {
        if isRootOfTree { return presentation.frame }
        let t = presentationTransformToRoot
        let b = presentation.bounds
        return Rect.bounding([
            t.apply(Point(x: b.minX, y: b.minY)), t.apply(Point(x: b.maxX, y: b.minY)),
            t.apply(Point(x: b.maxX, y: b.maxY)), t.apply(Point(x: b.minX, y: b.maxY)),
        ])
    }
}
