/// A rectangular area on screen with a colour, an optional mask and subviews, as UIView with its
/// backing layer: setters change the model at once; animations running on the view give the
/// presentation (what is drawn and hit-tested) at the engine's current time.
open class View {
    // Stored in the order of use: what drawing and layout read every frame comes first (the
    // subviews and the flags, in the object's first cache line with the presentation's bounds),
    // then the presentation, the animations, timing and the superview, the model and what only
    // input and inspection read after. Per-frame fields are unchecked for exclusivity (see
    // ARCHITECTURE.md, "Per-frame state").

    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) final var subviews: [View] = []

    /// Hides the view and its subtree from drawing and hit testing.
    @exclusivity(unchecked) public final var isHidden = false
    /// Clips drawing of the subtree to the bounds (rounded by the corner radius).
    @exclusivity(unchecked) public final var clipsToBounds = false
    /// When true (the default, as CALayer's `allowsGroupOpacity`), a translucent view with subviews
    /// is drawn as one layer composited with its alpha; when false each part is drawn with the
    /// accumulated alpha, so overlapping parts show through each other.
    @exclusivity(unchecked) public final var allowsGroupOpacity = true
    /// True when the view's own content has several parts that a translucent view composites as
    /// one (a snapshot), as if they were subviews.
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
    /// path): a view is in its superview's `subviews` for as long as this points there, and a view
    /// that goes away clears it in each of its subviews (`deinit`), as UIKit's superview pointer.
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
    /// The gesture recognizers attached to the view; each one's `view` follows this array.
    public var gestureRecognizers: [GestureRecognizer] = [] {
        didSet { gestureRecognizersDidChange(from: oldValue) }
    }

    /// True while registered with an engine for animation evaluation.
    var isRegisteredForAnimation = false

    /// Live instance count, for leak checks.
    @_spi(Testing) public static var liveCount: Int { liveInstances.value }
    private static let liveInstances = LockedValue(0)

    /// Creates a view with a frame.
    public init(frame: Rect = .zero) {
        View.liveInstances.withLock { $0 += 1 }
        model.bounds = Rect(origin: .zero, size: frame.size)
        model.position = Point(x: frame.midX, y: frame.midY)
        presentation = model
    }

    deinit {
        View.liveInstances.withLock { $0 -= 1 }
        for subview in subviews { subview.superviewStorage = nil }
        if !subviews.isEmpty { AnimationRecords.invalidate() }
    }

    /// The type name used in state dumps ("View", "Label", "Button").
    open var typeName: String { "View" }

    // MARK: Hierarchy

    /// Adds a view on top of the subviews (moving it from its old superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews (clamped).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewStorage = self
        AnimationRecords.invalidate()
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        view.didMoveToWindow()
        setNeedsLayout()
    }

    /// Inserts a view just below a sibling (on top when the sibling is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        if let index = subviews.firstIndex(where: { $0 === sibling }) {
            let adjust = view.superview === self && (subviews.firstIndex(where: { $0 === view }) ?? index) < index
            insertSubview(view, at: adjust ? index - 1 : index)
        } else {
            addSubview(view)
        }
    }

    /// Inserts a view just above a sibling (on top when the sibling is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        if let index = subviews.firstIndex(where: { $0 === sibling }) {
            let adjust = view.superview === self && (subviews.firstIndex(where: { $0 === view }) ?? index) < index
            insertSubview(view, at: adjust ? index : index + 1)
        } else {
            addSubview(view)
        }
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let index = parent.subviews.firstIndex(where: { $0 === self }) {
            parent.subviews.remove(at: index)
        }
        superviewStorage = nil
        AnimationRecords.invalidate()
        didMoveToWindow()
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
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
            current = v.superview
        }
        return nil
    }

    /// Called after the view joined or left a tree.
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

    /// Lays out this view now if it needs it, then the subviews that need it or have views below
    /// that do.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutIfNeeded()
        }
    }

    /// Positions subviews; the default runs `layoutHandler`. Override to lay out.
    open func layoutSubviews() {
        layoutHandler?(self)
    }

    /// The size that fits the content (the current size by default).
    open func sizeThatFits(_ size: Size) -> Size { model.bounds.size }

    // MARK: Drawing

    /// Draws the view's own content above its background (nothing by default). `transform` maps
    /// the view's coordinates to window points; `alpha` is the accumulated opacity.
    open func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {}

    // MARK: Hit testing

    /// True when a point in the view's coordinates lies inside it (its presentation bounds and mask).
    open func point(inside point: Point) -> Bool {
        guard presentation.bounds.contains(point) else { return false }
        if let mask = presentation.maskShape, !mask.contains(point) { return false }
        return true
    }

    /// The front-most view of this subtree that contains `point` (in this view's coordinates) and
    /// takes input, following presentation transforms (3D included); nil when none.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, presentation.alpha > 0.01, !isInteractionBlockedByAnimation else {
            return nil
        }
        guard self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            guard let local = subview.presentation.localTransform.unproject(point) else { continue }
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: Touches

    /// Called when a touch begins on this view (its hit view). The default passes the touches to
    /// the superview, as UIResponder passes them to the next responder; controls override it.
    open func touchesBegan(_ touches: [Touch]) {
        superview?.touchesBegan(touches)
    }

    /// Called when a touch that began on this view moves. The default passes it to the superview.
    open func touchesMoved(_ touches: [Touch]) {
        superview?.touchesMoved(touches)
    }

    /// Called when a touch that began on this view ends. The default passes it to the superview.
    open func touchesEnded(_ touches: [Touch]) {
        superview?.touchesEnded(touches)
    }

    /// Called when a touch that began on this view is cancelled (a gesture took it over, or the
    /// window lost the pointer). The default passes it to the superview.
    open func touchesCancelled(_ touches: [Touch]) {
        superview?.touchesCancelled(touches)
    }
}
