import Foundation

/// Core Animation's layer: the state a view draws with (its geometry, transform, opacity,
/// colour, corners and mask), its sublayers and its explicit animations.
///
/// There is one tree: a view's own layer (`UIView.layer`) reads and writes the view itself, and a
/// stand-alone layer (`CALayer()`, `CAShapeLayer()`, …) is drawn by a node of its own that
/// `addSublayer` puts among the view's children, in Core Animation's order. Changes to a view's
/// own layer do not animate by themselves (inside a `UIView.animate` block they do); changes to
/// a stand-alone layer in a window animate implicitly over `CATransaction.animationDuration()`
/// (0.25 s) unless `CATransaction.setDisableActions(true)`, as Core Animation's actions do.
@preconcurrency @MainActor open class CALayer {
    /// The view that draws the layer: the layer's own view, or the node made for a stand-alone
    /// layer.
    package unowned(unsafe) let node: View
    /// The node of a stand-alone layer, kept by the layer.
    private let ownedNode: View?
    /// True for the copy `presentation()` returns: reads give what is on screen.
    let readsPresentation: Bool
    /// Explicit animations by key, as `add(_:forKey:)` keeps them.
    var animationsByKey: [String: CAAnimation] = [:]

    /// Creates a stand-alone layer, drawn once it is added to a layer in a window.
    public init() {
        let node = LayerNodeView()
        ownedNode = node
        self.node = node
        readsPresentation = false
        node.standaloneLayer = self
    }

    /// Creates a layer as a copy of another, as Core Animation's `init(layer:)` (a stand-alone
    /// layer with the other's model state); subclasses override it to copy their own properties.
    public init(layer: Any) {
        let node = LayerNodeView()
        ownedNode = node
        self.node = node
        readsPresentation = false
        node.standaloneLayer = self
        if let other = layer as? CALayer {
            node.copyModelState(from: other.node)
        }
    }

    /// The layer of a view: reads and writes go to the view.
    package init(backing view: View) {
        ownedNode = nil
        node = view
        readsPresentation = false
    }

    /// The layer of a view whose `layerClass` is `layerClass`: one of Segue's layer classes, the
    /// nearest one it derives from.
    static func make(backing view: View, as layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case is CAShapeLayer.Type: CAShapeLayer(backing: view)
        case is CAGradientLayer.Type: CAGradientLayer(backing: view)
        case is CATransformLayer.Type: CATransformLayer(backing: view)
        default: CALayer(backing: view)
        }
    }

    /// The presentation copy of a layer.
    init(presentationOf layer: CALayer) {
        ownedNode = layer.ownedNode
        node = layer.node
        readsPresentation = true
    }

    /// The state reads come from: the model, or the presentation for `presentation()`.
    var state: LayerState { readsPresentation ? node.presentation : node.model }

    /// True for a layer made on its own rather than a view's.
    var isStandalone: Bool { ownedNode != nil }

    /// A copy whose properties give what is on screen now, with the running animations applied, as
    /// Core Animation's `presentation()`.
    open func presentation() -> Self? {
        node.animationEngine?.synchronizeWithClock()
        return presentationCopy() as? Self ?? self
    }

    /// A presentation copy of this layer, of its class where the class makes one (Segue's
    /// layer classes do; a subclass written elsewhere gets its model layer from `presentation()`).
    func presentationCopy() -> CALayer { CALayer(presentationOf: self) }

    /// The layer whose properties give the model values, as Core Animation's `model()`.
    open func model() -> Self { self }

    /// Sets a model property as a layer does: a stand-alone layer in a window animates implicitly
    /// unless actions are disabled; a view's own layer changes at once (inside an animate block it
    /// animates with the block).
    func setLayerProperty(_ property: AnimatableProperty, _ value: AnimationValue) {
        guard !readsPresentation else { return }
        if isStandalone, AnimationContext.current == nil, !CATransaction.disableActions(), node.window != nil {
            CATransaction.runImplicitAnimation { node.setModel(property, value) }
        } else {
            node.setModel(property, value)
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { state.bounds }
        set { setLayerProperty(.bounds, .rect(newValue)) }
    }

    /// Where the anchor point lies in the superlayer.
    open var position: CGPoint {
        get { state.position }
        set { setLayerProperty(.position, .point(newValue)) }
    }

    /// The point of the bounds, in unit coordinates, that `position` and `transform` refer to
    /// (the centre, (0.5, 0.5), by default).
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { setLayerProperty(.anchorPoint, .point(newValue)) }
    }

    /// The frame in the superlayer: the bounds about the anchor point at the position, mapped by
    /// the transform (then its bounding box). Setting it sets the bounds' size and the position.
    open var frame: CGRect {
        get { state.frame }
        set {
            let anchor = state.anchorPoint
            bounds = CGRect(origin: state.bounds.origin, size: newValue.size)
            position = CGPoint(
                x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }

    /// The 3D transform about the anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { setLayerProperty(.transform, .transform(newValue)) }
    }

    /// The transform as an affine one, as `affineTransform()`.
    open func affineTransform() -> CGAffineTransform { state.transform.affineTransform }

    /// Sets the transform from an affine one, as `setAffineTransform(_:)`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(affine: m) }

    /// A transform applied to the sublayers about the layer's centre, as Core Animation's
    /// `sublayerTransform` (its `m34` gives them perspective).
    open var sublayerTransform: CATransform3D {
        get { node.sublayerTransform }
        set { node.sublayerTransform = newValue }
    }

    /// The layer's place along z among its siblings: siblings are drawn in increasing
    /// zPosition (in order among equals), as Core Animation composites a flat layer tree. It
    /// orders drawing only: it does not move the layer along z under a perspective.
    open var zPosition: CGFloat {
        get { CGFloat(node.zPosition) }
        set { node.zPosition = Double(newValue) }
    }

    /// Whether the back of the layer is drawn when it faces away (true by default).
    open var isDoubleSided: Bool {
        get { node.isDoubleSided }
        set { node.isDoubleSided = newValue }
    }

    // MARK: Appearance

    /// Opacity, 0...1.
    open var opacity: Float {
        get { Float(state.alpha) }
        set { setLayerProperty(.alpha, .scalar(Double(newValue))) }
    }

    /// Hides the layer and its sublayers.
    open var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }

    /// The fill behind the content (nil draws nothing).
    open var backgroundColor: CGColor? {
        get {
            let color = state.backgroundColor
            return color == .clear ? nil : color.cgColor
        }
        set { setLayerProperty(.backgroundColor, .color(newValue.map(Color.init(cgColor:)) ?? .clear)) }
    }

    /// The radius of the rounded corners of the background (and of the clip with `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { CGFloat(state.cornerRadius) }
        set { setLayerProperty(.cornerRadius, .scalar(Double(newValue))) }
    }

    /// The width of the border, drawn inside the bounds along the corner radius, over the
    /// content and the sublayers (0 by default). Set at once (not animated).
    open var borderWidth: CGFloat {
        get { CGFloat(node.decorations?.borderWidth ?? 0) }
        set { node.decorationsForWriting.borderWidth = max(0, Double(newValue)) }
    }

    /// The border's colour (opaque black by default; nil draws none).
    open var borderColor: CGColor? {
        get {
            let color = node.decorations?.borderColor ?? Color(r: 0, g: 0, b: 0, a: 255)
            return color.a == 0 ? nil : color.cgColor
        }
        set { node.decorationsForWriting.borderColor = newValue.map(Color.init(cgColor:)) ?? .clear }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow). Set at once (not animated).
    open var shadowOpacity: Float {
        get { Float(node.decorations?.shadowOpacity ?? 0) }
        set { node.decorationsForWriting.shadowOpacity = min(max(Double(newValue), 0), 1) }
    }

    /// The shadow's blur radius in points (3 by default); see docs/uikit/LAYERS.md for how
    /// close Segue's blur is to Core Animation's.
    open var shadowRadius: CGFloat {
        get { CGFloat(node.decorations?.shadowRadius ?? 3) }
        set { node.decorationsForWriting.shadowRadius = max(0, Double(newValue)) }
    }

    /// The shadow's offset ((0, -3) by default, as Core Animation's: the shadow sits above the
    /// layer on iOS's downward y).
    open var shadowOffset: CGSize {
        get { node.decorations?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { node.decorationsForWriting.shadowOffset = newValue }
    }

    /// The shadow's colour (opaque black by default; nil draws none).
    open var shadowColor: CGColor? {
        get {
            let color = node.decorations?.shadowColor ?? Color(r: 0, g: 0, b: 0, a: 255)
            return color.a == 0 ? nil : color.cgColor
        }
        set { node.decorationsForWriting.shadowColor = newValue.map(Color.init(cgColor:)) ?? .clear }
    }

    /// The shadow's shape, in the layer's coordinates (nil: the layer's bounds rounded by its
    /// corners, or a shape layer's path).
    open var shadowPath: CGPath? {
        get { node.decorations?.shadowPath }
        set { node.decorationsForWriting.shadowPath = newValue }
    }

    /// A layer whose shape masks this one, as Core Animation's `mask`: a `CAShapeLayer`'s path
    /// (which animates), or another layer's bounds rounded by its corners.
    open var mask: CALayer? {
        get { node.maskNode?.layer }
        set {
            newValue?.removeFromSuperlayer()
            node.maskNode = newValue?.node
        }
    }

    /// Clips the sublayers to the bounds, rounded by the corner radius (`clipsToBounds`).
    open var masksToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }

    /// Whether a translucent layer with sublayers is composited as one (true by default).
    open var allowsGroupOpacity: Bool {
        get { node.allowsGroupOpacity }
        set { node.allowsGroupOpacity = newValue }
    }

    /// Accepted, as on iOS; Segue draws the same pixels either way.
    open var shouldRasterize = false
    /// Accepted with `shouldRasterize`; the drawing does not change.
    open var rasterizationScale: CGFloat = 1
    /// Whether drawing commands are deferred to a background thread, as Core Animation's
    /// `drawsAsynchronously` (false by default); accepted, as a hint: Segue draws the same pixels
    /// either way.
    open var drawsAsynchronously = false
    /// An optional name, for finding a layer (`name`).
    open var name: String?

    /// Whether the layer's content is opaque; accepted as a hint.
    open var isOpaque = false

    /// Draws what a stand-alone layer of this class shows over its background (a gradient, a
    /// stroke), in the layer's coordinates mapped to the window by `transform`; nothing for a
    /// plain layer. Called by the layer's node each frame.
    func drawLayerContent(_ builder: RenderListBuilder, transform: Transform3D, alpha: Double) {}

    /// Marks the layer's content for redrawing; Segue's layers have no bitmap content to redraw.
    open func setNeedsDisplay() {}

    /// Lays out the sublayers if needed (the view's layout, for a view's own layer).
    open func layoutIfNeeded() { node.layoutIfNeeded() }

    /// Marks the layer for layout (the view's, for a view's own layer).
    open func setNeedsLayout() { node.setNeedsLayout() }
}

extension Color {
    /// The colour of a Core Graphics colour (a gray's three channels are its gray), kept to the
    /// nearest n/255 a channel, as UIColor's `init(cgColor:)`.
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    /// The colour as a Core Graphics colour in the sRGB space (components n/255), as UIColor's
    /// `cgColor`.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
