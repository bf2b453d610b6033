import Foundation

/// A rectangular area on screen with a colour, an optional mask and subviews, as UIView with its
/// backing layer: setters change the model at once; animations running on the view give the
/// presentation (what is drawn and hit-tested) at the engine's current time.
@preconcurrency @MainActor open class View: UIResponder {
    // Stored in the order of use: what drawing and layout read every frame comes first (the
    // children and the flags, in the object's first cache line with the presentation's bounds),
    // then the presentation, the animations, timing and the superview, the model and what only
    // input and inspection read after. Per-frame fields are unchecked for exclusivity (see
    // ARCHITECTURE.md, "Per-frame state").

    /// What is drawn inside the view, back to front: its subviews and the nodes of the
    /// stand-alone layers added to its layer (`CALayer.addSublayer`), in one order as Core
    /// Animation's `sublayers`.
    @exclusivity(unchecked) package private(set) final var children: [View] = []
    /// The number of stand-alone layers' nodes among `children`.
    package final var layerNodeCount = 0

    /// Hides the view and its subtree from drawing and hit testing.
    @exclusivity(unchecked) public final var isHidden = false
    /// Clips drawing of the subtree to the bounds (rounded by the corner radius).
    @exclusivity(unchecked) public final var clipsToBounds = false
    /// When true (the default, as CALayer's `allowsGroupOpacity`), a translucent view with children
    /// is drawn as one layer composited with its alpha; when false each part is drawn with the
    /// accumulated alpha, so overlapping parts show through each other.
    @exclusivity(unchecked) public final var allowsGroupOpacity = true
    /// True when the view's own content has several parts that a translucent view composites as
    /// one (a snapshot), as if they were children.
    @exclusivity(unchecked) final var drawsContentAsGroup = false
    /// Layout is due before the next frame.
    @exclusivity(unchecked) final var needsLayout = true
    /// Some view below this one needs layout: `layoutIfNeeded` goes down only where this is set,
    /// so a frame that lays nothing out does not visit the whole tree.
    @exclusivity(unchecked) final var descendantNeedsLayout = false

    /// The presentation state: what is on screen now (the model when nothing animates).
    @exclusivity(unchecked) public internal(set) final var presentation = LayerState()
    /// Running animations, at most one per property.
    @exclusivity(unchecked) public internal(set) final var animations: [PropertyAnimation] = [] {
        didSet { AnimationRecords.invalidate() }
    }
    /// How this subtree's time relates to its superview's (pause, time offset, reverse).
    @exclusivity(unchecked) public final var timing = MediaTiming() {
        didSet { AnimationRecords.invalidate() }
    }

    /// The superview, not retained. Stored without a weak reference (which every read would load
    /// through a side table, and which makes the superview's reference counting take its slow
    /// path): a view is in its superview's `children` for as long as this points there, and a view
    /// that goes away clears it in each of its children (`deinit`), as UIKit's superview pointer.
    public final var superview: View? { superviewStorage }
    @exclusivity(unchecked) private final unowned(unsafe) var superviewStorage: View?
    /// When false, hit testing skips the view and its subtree.
    public var isUserInteractionEnabled = true
    /// The model state: what was last set.
    @exclusivity(unchecked) public internal(set) final var model = LayerState()
    /// A name for inspection, tests and scripts (the accessibility label).
    public var accessibilityTitle: String?
    /// The shared-element identity, as SwiftUI's `matchedGeometryEffect` id or Hero's `heroID`:
    /// when the outgoing and incoming screens of a transition both show a view with the same ID,
    /// the incoming one morphs out of the outgoing one's frame and corner radius, its content
    /// cross-fading from a snapshot of the outgoing one to a snapshot of itself.
    public var transitionID: String?
    /// Called from `layoutSubviews` after the view's own layout; handy for composing screens.
    public var layoutHandler: ((View) -> Void)?
    /// The gesture recognizers attached to the view, as UIKit's (nil when there are none); each
    /// one's `view` follows this array.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { attachedGestureRecognizers = newValue ?? [] }
    }
    /// The gesture recognizers attached to the view, without the optional.
    package var attachedGestureRecognizers: [GestureRecognizer] = [] {
        didSet { gestureRecognizersDidChange(from: oldValue) }
    }

    /// The view's own layer, made when first asked for.
    private final var layerStorage: CALayer?
    /// The transform applied to the children about the anchor point (`CALayer.sublayerTransform`).
    package final var sublayerTransform: Transform3D {
        get { sublayerTransformBox?.transform ?? .identity }
        set { sublayerTransformBox = newValue.isIdentity ? nil : SublayerTransform(transform: newValue) }
    }
    /// The sublayer transform when it is not the identity, out of line: few views have one, and
    /// drawing reads only whether it is there.
    @exclusivity(unchecked) package final var sublayerTransformBox: SublayerTransform?
    /// The view or layer node whose shape masks this view (`UIView.mask`, `CALayer.mask`), kept.
    package final var maskNode: View? {
        didSet {
            guard oldValue !== maskNode else { return }
            oldValue?.maskHost = nil
            oldValue?.didLeaveParent()
            maskNode?.maskHost = self
            maskNode?.retainLayerWhileInTree()
            maskNode?.didMoveToWindow()
        }
    }
    /// The view this one masks, not retained (it keeps this one as its `maskNode`).
    package final unowned(unsafe) var maskHost: View?
    /// True for a shape layer's node: its mask shape is the path it fills, not a clip.
    @exclusivity(unchecked) package final var drawsMaskShapeAsContent = false
    /// Whether the back of the view is drawn when it faces away (`CALayer.isDoubleSided`): when
    /// false, a view whose projected bounds wind backwards is not drawn, nor its subtree.
    @exclusivity(unchecked) package final var isDoubleSided = true
    /// The border and shadow (`CALayer.borderWidth`, `shadowOpacity`, …); nil until one is set.
    @exclusivity(unchecked) package final var decorations: LayerDecorations?
    /// The place along z among siblings (`CALayer.zPosition`): siblings are drawn in increasing
    /// zPosition, in `children` order among equals.
    package final var zPosition = 0.0 {
        didSet { if zPosition != 0 { superview?.hasZOrderedChildren = true } }
    }
    /// True once a child has had a zPosition other than 0: drawing then orders the children.
    @exclusivity(unchecked) package final var hasZOrderedChildren = false
    /// The drawing order of `children` when they are ordered by zPosition, kept between frames.
    final var zOrder: [Int32] = []

    /// The Core Animation layer the view draws with, as UIView's `layer`: its properties are the
    /// view's own (`layer.position` is `center`, `layer.opacity` is `alpha`, …), and layers added
    /// to it are drawn among the subviews.
    open var layer: CALayer {
        if let layerStorage { return layerStorage }
        let layer = CALayer.make(backing: self, as: Self.layerClass)
        layerStorage = layer
        return layer
    }

    /// The class of the view's layer, as UIView's `layerClass` (`CALayer` by default): a
    /// subclass overrides it to be backed by a `CAShapeLayer`, a `CAGradientLayer` or a
    /// `CATransformLayer`, and `layer as! CAShapeLayer` then holds. A class of its own derived
    /// from one of those gives a layer of the Segue class it derives from (docs/uikit/LAYERS.md).
    open class var layerClass: AnyClass { CALayer.self }

    /// Keeps a stand-alone layer's object alive while its node is in a tree (no-op for views).
    package func retainLayerWhileInTree() {}
    /// Called for each child when the parent goes away (a layer's node lets its layer go).
    package func willBeReleasedByParent() {}

    /// Copies the model state of another view or node (`CALayer.init(layer:)`).
    package func copyModelState(from other: View) {
        model = other.model
        presentation = other.model
        isHidden = other.isHidden
        clipsToBounds = other.clipsToBounds
        sublayerTransform = other.sublayerTransform
        isDoubleSided = other.isDoubleSided
        zPosition = other.zPosition
        if let source = other.decorations { decorationsForWriting.copy(from: source) }
    }

    /// True while registered with an engine for animation evaluation.
    var isRegisteredForAnimation = false

    // UIKit's state that neither drawing nor the engine reads every frame (View+UIKitState.swift).

    /// An integer that identifies the view, as UIView's `tag` (0 by default); `viewWithTag(_:)`
    /// finds a view by it.
    public final var tag = 0
    /// How the view resizes when its superview's bounds size changes (`View+Autoresizing.swift`).
    public final var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their `autoresizingMask` when its bounds size
    /// changes, as UIView's `autoresizesSubviews` (true by default).
    public final var autoresizesSubviews = true
    /// Whether the view takes a touch only while no other view of the window is being touched,
    /// as UIView's `isExclusiveTouch` (false by default). Stored: Segue's event router tracks one
    /// pointer at a time, so no second touch ever reaches another view while one is down.
    public final var isExclusiveTouch = false
    /// Whether the view receives more than one touch of a multi-touch sequence, as UIView's
    /// `isMultipleTouchEnabled` (false by default). Stored: Segue delivers one pointer (mouse or
    /// trackpad) as one touch, so a view sees one touch at a time either way.
    public final var isMultipleTouchEnabled = false
    /// Whether the view's drawing covers all of its bounds with opaque pixels, as UIView's
    /// `isOpaque` (true by default): a hint UIKit's drawing system may use to skip what lies behind
    /// the view. Stored: Segue composites every view by its colours and alpha either way.
    open var isOpaque = true
    /// How the view's content is laid out in its bounds, as UIView's `contentMode`
    /// (`.scaleToFill` by default); an image view places its image by it.
    open var contentMode: ContentMode = .scaleToFill
    /// The tint set on this view, or nil to inherit the superview's (`tintColor`).
    final var tintColorStorage: Color?
    /// The layout margins set on this view, or nil for the default (`layoutMargins`).
    final var layoutMarginsStorage: EdgeInsets?

    /// Called when the view's tint (`tintColor`, its own or inherited) changed, as UIView's
    /// `tintColorDidChange()`. Does nothing by default.
    open func tintColorDidChange() {}

    /// Called when `layoutMargins` changed, as UIView's `layoutMarginsDidChange()`. Does nothing
    /// by default.
    open func layoutMarginsDidChange() {}

    /// Live instance count, for leak checks.
    @_spi(Testing) public static var liveCount: Int { liveInstances.value }
    private static let liveInstances = LockedValue(0)

    /// Creates a view with a frame.
    public init(frame: Rect = .zero) {
        View.liveInstances.withLock { $0 += 1 }
        model.bounds = Rect(origin: .zero, size: frame.size)
        model.position = Point(x: frame.midX, y: frame.midY)
        presentation = model
        super.init()
        if Self.layerClass != CALayer.self { _ = layer }
    }

    /// Creates a view with a zero frame, as UIView's `init()`: it calls `init(frame: .zero)`
    /// dynamically, so a subclass that overrides `init(frame:)` (and `init(coder:)`, as UIKit
    /// requires) gets its override when made with `MyView()`. Disfavoured in overload resolution,
    /// so that `View()` and a subclass's `super.init()` still reach the designated
    /// `init(frame:)` through its default argument (on iOS `super.init()` there is an error).
    @_disfavoredOverload
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive, as UIView's `init(coder:)`. Segue reads no archives (no
    /// nibs or storyboards), so this gives nil; it is here, required as in UIKit, so that a
    /// subclass written for iOS (`required init?(coder:)`) compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called after a view is loaded from an archive, as UIView's `awakeFromNib()`: Segue loads
    /// no archives, so it is never called; subclasses that override it compile unchanged.
    open func awakeFromNib() {}

    /// Called by Interface Builder, as UIView's `prepareForInterfaceBuilder()`: never called.
    open func prepareForInterfaceBuilder() {}

    /// The next responder: the controller whose root view this is, else the superview, as UIKit's.
    open override var next: UIResponder? { layoutOwner ?? superview }

    /// The controller whose root view this is: it hears the view's layout passes
    /// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) and is the view's next responder.
    package weak var layoutOwner: (any ViewLayoutOwner)?

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            View.liveInstances.withLock { $0 -= 1 }
            maskNode?.maskHost = nil
            for child in children {
                child.superviewStorage = nil
                child.willBeReleasedByParent()
            }
            if !children.isEmpty { AnimationRecords.invalidate() }
        }
    }

    // MARK: Geometry (open, as UIView's: subclasses override them to follow changes)

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { model.bounds }
        set { setModel(.bounds, .rect(newValue)) }
    }

    /// The anchor point's place in the superview (UIKit's `center`, CALayer's `position`).
    open var center: CGPoint {
        get { model.position }
        set { setModel(.position, .point(newValue)) }
    }

    /// The frame in the superview's coordinates. Setting it sets the bounds size and the position
    /// (about the anchor point), as UIKit does; it is meaningful when the transform is the identity.
    open var frame: CGRect {
        get { model.frame }
        set {
            let size = Size(width: newValue.width, height: newValue.height)
            let anchor = model.anchorPoint
            bounds = Rect(origin: model.bounds.origin, size: size)
            position = Point(x: newValue.minX + anchor.x * size.width, y: newValue.minY + anchor.y * size.height)
        }
    }

    /// The type name used in state dumps, the inspector and scripts ("View", "Label", "Button").
    /// Named so that it does not clash with a `typeName` of a subclass's own, as UIKit's `UIView`
    /// has none (it was `typeName` before).
    open var segueTypeName: String { "View" }

    // MARK: Hierarchy

    /// The subviews, back to front, as UIView's `subviews` (stand-alone layers added to the
    /// view's layer are among its `layer.sublayers`, not here).
    public var subviews: [View] {
        layerNodeCount == 0 ? children : children.filter { !$0.isLayerNode }
    }

    /// True for the node that draws a stand-alone `CALayer` (not a view of its own).
    package var isLayerNode: Bool { false }

    /// Adds a view on top of the subviews (moving it from its old superview).
    public func addSubview(_ view: View) {
        insertChild(view, at: children.count)
    }

    /// Inserts a view at an index of the subviews (clamped), as UIView's `insertSubview(_:at:)`.
    public func insertSubview(_ view: View, at index: Int) {
        guard layerNodeCount > 0 else { return insertChild(view, at: index) }
        // The index counts subviews only: find the child that is the index-th subview.
        var seen = 0
        var childIndex = children.count
        for (position, child) in children.enumerated() where !child.isLayerNode && child !== view {
            if seen == index {
                childIndex = position
                break
            }
            seen += 1
        }
        if view.superview === self, let old = children.firstIndex(where: { $0 === view }), old < childIndex {
            childIndex -= 1
        }
        insertChild(view, at: index < 0 ? 0 : childIndex)
    }

    /// Inserts a view or a layer's node at an index of `children` (clamped), moving it from its
    /// old parent.
    package func insertChild(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = children.firstIndex(where: { $0 === view }) {
            children.remove(at: old)
            children.insert(view, at: min(max(index, 0), children.count))
            return
        }
        // UIKit's order: the old superview's `willRemoveSubview`, then the view's
        // `willMove(toSuperview:)` and (when its window changes) `willMove(toWindow:)` through its
        // subtree; the move; `didMoveToWindow` through the subtree, `didMoveToSuperview`, and the
        // new superview's `didAddSubview` (docs/uikit/VIEWS.md, "Hierarchy callbacks").
        let oldParent = view.superview
        let oldWindow = view.window
        let newWindow = window
        let isSubview = !view.isLayerNode
        if isSubview { oldParent?.willRemoveSubview(view) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let oldParent {
            view.detach(from: oldParent)
            view.didLeaveParent()
        }
        children.insert(view, at: min(max(index, 0), children.count))
        if view.isLayerNode { layerNodeCount += 1 }
        if view.zPosition != 0 { hasZOrderedChildren = true }
        view.superviewStorage = self
        AnimationRecords.invalidate()
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if isSubview {
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        setNeedsLayout()
    }

    /// Inserts a view just below a sibling (on top when the sibling is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertChild(view, below: sibling)
    }

    /// Inserts a view just above a sibling (on top when the sibling is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertChild(view, above: sibling)
    }

    /// Inserts a view or node just below a child (on top when it is not a child).
    package func insertChild(_ view: View, below sibling: View) {
        if let index = children.firstIndex(where: { $0 === sibling }) {
            let adjust = view.superview === self && (children.firstIndex(where: { $0 === view }) ?? index) < index
            insertChild(view, at: adjust ? index - 1 : index)
        } else {
            insertChild(view, at: children.count)
        }
    }

    /// Inserts a view or node just above a child (on top when it is not a child).
    package func insertChild(_ view: View, above sibling: View) {
        if let index = children.firstIndex(where: { $0 === sibling }) {
            let adjust = view.superview === self && (children.firstIndex(where: { $0 === view }) ?? index) < index
            insertChild(view, at: adjust ? index : index + 1)
        } else {
            insertChild(view, at: children.count)
        }
    }

    /// Exchanges the subviews at two indices, as UIView's `exchangeSubview(at:withSubviewAt:)`.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2,
            let i = children.firstIndex(where: { $0 === views[index1] }),
            let j = children.firstIndex(where: { $0 === views[index2] })
        else { return }
        children.swapAt(i, j)
        AnimationRecords.invalidate()
    }

    /// Removes the view from its superview, as UIView's `removeFromSuperview()`: the superview's
    /// `willRemoveSubview`, the view's `willMove(toSuperview: nil)` and, when it was in a window,
    /// `willMove(toWindow: nil)` through its subtree; then `didMoveToWindow` and
    /// `didMoveToSuperview`. Open, as UIKit's: a subclass overrides it and calls `super`.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if !isLayerNode { parent.willRemoveSubview(self) }
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        detach(from: parent)
        if oldWindow != nil { notifyDidMoveToWindow() }
        if !isLayerNode { didMoveToSuperview() }
        didLeaveParent()
    }

    /// Takes the view out of `parent`'s children, without callbacks.
    private func detach(from parent: View) {
        if let index = parent.children.firstIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
            if isLayerNode { parent.layerNodeCount -= 1 }
        }
        superviewStorage = nil
        AnimationRecords.invalidate()
    }

    /// Called after the view or node left its parent (a layer's node lets its layer go).
    package func didLeaveParent() {}

    /// Calls `willMove(toWindow:)` on the view, its children and its mask, before a move that
    /// changes their window.
    private func notifyWillMove(toWindow newWindow: WindowView?) {
        willMove(toWindow: newWindow)
        for child in children { child.notifyWillMove(toWindow: newWindow) }
        maskNode?.notifyWillMove(toWindow: newWindow)
    }

    /// Calls `didMoveToWindow()` on the view, its children and its mask, after a move that
    /// changed their window.
    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for child in children { child.notifyDidMoveToWindow() }
        maskNode?.notifyDidMoveToWindow()
    }

    /// Called before the view moves to a new superview (nil when it is being removed), as
    /// UIView's `willMove(toSuperview:)`. Does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview or left its superview, as UIView's
    /// `didMoveToSuperview()`. Does nothing by default.
    open func didMoveToSuperview() {}

    /// Called on the view and every view below it before a move that changes their window (nil
    /// when they are leaving it), as UIView's `willMove(toWindow:)`. Does nothing by default.
    open func willMove(toWindow newWindow: WindowView?) {}

    /// Called after a subview was added (by `addSubview`, an `insertSubview` form or a move from
    /// another superview), as UIView's `didAddSubview(_:)`. Does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed, or moves to another superview, as UIView's
    /// `willRemoveSubview(_:)`. Does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertChild(view, at: children.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertChild(view, at: 0)
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The window view at the root of this view's tree, if any.
    public var window: WindowView? {
        var current: View? = self
        while let v = current {
            if let w = v as? WindowView { return w }
            current = v.superview ?? v.maskHost
        }
        return nil
    }

    /// Called on the view and every view below it after a move that changed their window, as
    /// UIView's `didMoveToWindow()` (a move within one window, or between trees outside any
    /// window, calls none).
    /// The default registers the view's running animations with the new window's engine: an
    /// override calls `super`.
    open func didMoveToWindow() {
        if !animations.isEmpty, let engine = window?.engine {
            engine.register(self)
        }
    }

    // MARK: Layout

    /// Marks the view for layout before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.markDescendantNeedsLayout()
    }

    /// Records, here and up to the root, that a view below needs layout (stopping at the first
    /// view that knows already).
    private func markDescendantNeedsLayout() {
        var current: View? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superview
        }
    }

    /// Lays out this view now if it needs it, then the children that need it or have views below
    /// that do.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            if let layoutOwner {
                layoutOwner.viewWillLayoutSubviews()
                layoutSubviews()
                layoutOwner.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in children where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutIfNeeded()
        }
    }

    /// Positions children; the default runs `layoutHandler`. Override to lay out.
    open func layoutSubviews() {
        layoutHandler?(self)
    }

    /// The size that fits the content, as UIView's `sizeThatFits(_:)` (the current size by
    /// default; `size` is the space offered).
    open func sizeThatFits(_ size: Size) -> Size { model.bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin, as UIView's
    /// `sizeToFit()`.
    open func sizeToFit() {
        let fitted = sizeThatFits(model.bounds.size)
        let origin = frame.origin
        frame = Rect(origin: origin, size: fitted)
    }

    /// The size the view's content needs, as UIView's `intrinsicContentSize`:
    /// `noIntrinsicMetric` along both axes by default (a plain view has no content of its own);
    /// labels, buttons and image views give their content's size.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the view its content's size changed, as UIView's `invalidateIntrinsicContentSize()`.
    /// Segue has no Auto Layout that would read it, so nothing else happens: `intrinsicContentSize`
    /// is worked out afresh whenever it is asked for.
    open func invalidateIntrinsicContentSize() {}

    /// The value for an axis without an intrinsic size, as `UIView.noIntrinsicMetric` (-1).
    public static let noIntrinsicMetric: Double = -1

    // MARK: Drawing

    /// UIKit's custom drawing hook, `draw(_:)`. Segue never calls it: it has no bitmap contexts
    /// (`UIGraphicsGetCurrentContext`) for a view to paint into; a view draws through its
    /// background, its layer's properties, shape layers and `drawContent`. It is here so a
    /// subclass written for iOS that overrides it compiles; its drawing does not show.
    open func draw(_ rect: Rect) {}

    /// Marks the view's content as needing redrawing, as UIView's `setNeedsDisplay()`. Segue
    /// records every view afresh each frame, so there is nothing to invalidate and this does
    /// nothing (`draw(_:)` is never called).
    open func setNeedsDisplay() {}

    /// Marks part of the view's content as needing redrawing, as UIView's `setNeedsDisplay(_:)`;
    /// nothing to do, as for `setNeedsDisplay()`.
    open func setNeedsDisplay(_ rect: Rect) {}

    /// Draws the view's own content above its background (nothing by default). `transform` maps
    /// the view's coordinates to window points; `alpha` is the accumulated opacity.
    open func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {}

    // MARK: Hit testing

    /// True when a point in the view's coordinates lies inside it, as UIView's
    /// `point(inside:with:)`: inside its presentation bounds and mask shape. Hit testing calls
    /// this form: override it to widen or narrow where the view takes touches.
    open func point(inside point: Point, with event: UIEvent?) -> Bool {
        guard presentation.bounds.contains(point) else { return false }
        if let mask = presentation.maskShape, !mask.contains(point) { return false }
        return true
    }

    /// The front-most view of this subtree that contains `point` (in this view's coordinates)
    /// and takes input, as UIView's `hitTest(_:with:)`: nil when the view is hidden, takes no
    /// interaction, is nearly transparent (alpha at most 0.01) or `point(inside:with:)` is false;
    /// else the subviews, front to back, each asked with the point in its coordinates (following
    /// presentation transforms, 3D included), and the view itself when none answers. Hit testing
    /// calls this form: override it to redirect touches.
    open func hitTest(_ point: Point, with event: UIEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, presentation.alpha > 0.01, !isInteractionBlockedByAnimation else {
            return nil
        }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in children.reversed() {
            guard let local = subview.presentation.localTransform.unproject(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// `point(inside:with:)` without an event (Segue's own spelling).
    public final func point(inside point: Point) -> Bool {
        self.point(inside: point, with: nil)
    }

    /// `hitTest(_:with:)` without an event (Segue's own spelling, used by its event router).
    public final func hitTest(_ point: Point) -> View? {
        hitTest(point, with: nil)
    }

    // MARK: Touches

    /// Segue's former touch hook: calls `touchesBegan(_:with:)`.
    @available(*, deprecated, renamed: "touchesBegan(_:with:)")
    public final func touchesBegan(_ touches: [Touch]) {
        touchesBegan(Set(touches), with: nil)
    }

    /// Segue's former touch hook: calls `touchesMoved(_:with:)`.
    @available(*, deprecated, renamed: "touchesMoved(_:with:)")
    public final func touchesMoved(_ touches: [Touch]) {
        touchesMoved(Set(touches), with: nil)
    }

    /// Segue's former touch hook: calls `touchesEnded(_:with:)`.
    @available(*, deprecated, renamed: "touchesEnded(_:with:)")
    public final func touchesEnded(_ touches: [Touch]) {
        touchesEnded(Set(touches), with: nil)
    }

    /// Segue's former touch hook: calls `touchesCancelled(_:with:)`.
    @available(*, deprecated, renamed: "touchesCancelled(_:with:)")
    public final func touchesCancelled(_ touches: [Touch]) {
        touchesCancelled(Set(touches), with: nil)
    }
}

/// The controller a view is the root view of, as the view sees it: told around the view's
/// layout passes, as UIViewController's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
@MainActor package protocol ViewLayoutOwner: UIResponder {
    /// Called before the view's `layoutSubviews`.
    func viewWillLayoutSubviews()
    /// Called after the view's `layoutSubviews`.
    func viewDidLayoutSubviews()
}

/// A view's sublayer transform, kept out of line (`View.sublayerTransform`).
@MainActor package final class SublayerTransform {
    /// The transform.
    package let transform: Transform3D

    init(transform: Transform3D) { self.transform = transform }
}
