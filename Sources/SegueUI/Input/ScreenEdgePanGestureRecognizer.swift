import SegueCore

/// A pan that starts at an edge of the window, as UIScreenEdgePanGestureRecognizer (the
/// interactive "swipe back" pop): it fails at once unless the press is within `edgeWidth` points
/// of one of `edges`, and it begins only if, once past the hysteresis, the pointer has moved away
/// from that edge more than along it. The edge is unambiguous, so its hysteresis is small (2
/// points): the screen starts moving with the finger's first step. A trackpad's two-finger swipe
/// (a `.scroll` touch, when `allowedScrollTypesMask` has `.continuous`) counts as starting at
/// every edge of `edges`: swiping right pops from anywhere, as iPadOS does with a trackpad.
@preconcurrency @MainActor open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a gesture may start from.
    public var edges: RectEdge
    /// How close to an edge, in window points, the press must be.
    public var edgeWidth: Double = 20

    private var startEdges: RectEdge = []

    /// Creates an edge pan for `edges`.
    public init(edges: RectEdge) {
        self.edges = edges
        super.init()
        hysteresis = 2
    }

    /// Creates an edge pan for the left edge (UIKit's starts with no edges, so UIKit code sets
    /// `edges` itself; the left edge is Segue's default, the "swipe back" pop).
    public required convenience init() {
        self.init(edges: .left)
    }

    /// Starts tracking a touch.
    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        // The first finger decides; one landing later joins the pan.
        guard state == .possible, numberOfTouches == 1, let touch = touches.first else { return }
        startEdges = []
        if touch.type == .scroll {
            // A trackpad's swipe has no edge: it is the edge pan's gesture from anywhere.
            startEdges = edges
        } else if let bounds = touch.window?.bounds ?? view?.window?.bounds {
            let p = touch.location
            if edges.contains(.left), p.x - bounds.minX <= edgeWidth { startEdges.insert(.left) }
            if edges.contains(.right), bounds.maxX - p.x <= edgeWidth { startEdges.insert(.right) }
            if edges.contains(.top), p.y - bounds.minY <= edgeWidth { startEdges.insert(.top) }
            if edges.contains(.bottom), bounds.maxY - p.y <= edgeWidth { startEdges.insert(.bottom) }
        }
        if startEdges.isEmpty {
            state = .failed
        }
    }

    override func canBegin(with touch: Touch) -> Bool {
        let dx = touch.location.x - touch.initialLocation.x
        let dy = touch.location.y - touch.initialLocation.y
        if startEdges.contains(.left), dx > abs(dy) { return true }
        if startEdges.contains(.right), -dx > abs(dy) { return true }
        if startEdges.contains(.top), dy > abs(dx) { return true }
        if startEdges.contains(.bottom), -dy > abs(dx) { return true }
        return false
    }

    /// Forgets the touch and the velocity samples, ready for the next gesture.
    open override func reset() {
        super.reset()
        startEdges = []
    }
}
