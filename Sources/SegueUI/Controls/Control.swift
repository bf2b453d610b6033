import Foundation
import SegueCore

/// The base of views that track a press and report events to actions, as UIControl.
///
/// While the pointer is down the control is highlighted when the pointer is inside its tracking
/// area: the bounds grown by `trackingSlop` on every side (UIKit uses about 70 points), so a
/// pointer that slips a little off the control still counts. Releasing inside the area sends
/// `touchUpInside`; outside, `touchUpOutside`; a cancelled touch sends `touchCancel`.
@preconcurrency @MainActor open class Control: View {
    private var handlers: [(id: Int, events: ControlEvent, action: (Control) -> Void)] = []
    private var nextHandlerID = 0

    /// When false the control ignores touches and shows its disabled state; disabling it while
    /// tracking cancels the tracking.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking { cancelTracking() }
            stateDidChange()
        }
    }
    /// True while pressed with the pointer inside the tracking area.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// True when selected (for toggles; buttons leave it alone).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// How far outside the bounds, in points, the pointer still counts as inside while tracking.
    public var trackingSlop: Double = 70
    /// True between a press on the control and its release or cancellation.
    public private(set) var isTracking = false
    /// True while tracking with the pointer inside the tracking area.
    public private(set) var isTouchInside = false
    /// The touch being tracked: another finger on the control is not its touch.
    private weak var trackedTouch: Touch?

    /// Creates a control.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    open override var segueTypeName: String { "Control" }

    /// The current state: `disabled`, `highlighted` and `selected` as they apply, else `normal`.
    public var state: ControlState {
        var state = ControlState.normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called after `isEnabled`, `isHighlighted` or `isSelected` changed; override to update the
    /// appearance.
    open func stateDidChange() {}

    // MARK: Actions

    /// The `UIAction`s added with `addAction(_:for:)`, with their events and handler identifiers.
    var uiActions: [(action: UIAction, events: ControlEvent, id: Int)] = []

    /// Adds an action called with the control for each of `events`; returns an identifier for
    /// `removeAction(_:)`.
    @discardableResult
    public func addAction(for events: ControlEvent, _ action: @escaping (Control) -> Void) -> Int {
        nextHandlerID += 1
        handlers.append((id: nextHandlerID, events: events, action: action))
        return nextHandlerID
    }

    /// Removes the action with this identifier.
    public func removeAction(_ identifier: Int) {
        handlers.removeAll { $0.id == identifier }
    }

    /// Calls the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: ControlEvent) {
        var events = events
        if events.contains(.touchUpInside), self is Button { events.insert(.primaryActionTriggered) }
        for handler in handlers where !handler.events.isDisjoint(with: events) {
            handler.action(self)
        }
    }

    // MARK: Tracking

    /// True when `point`, in the control's coordinates, is inside the tracking area (the bounds
    /// grown by `trackingSlop`).
    public func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).contains(point)
    }

    /// Starts tracking a touch.
    open override func touchesBegan(_ touches: Set<Touch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// Follows a tracked touch.
    open override func touchesMoved(_ touches: Set<Touch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first, touch === trackedTouch else { return }
        let inside = isInsideTrackingArea(touch.location(in: self))
        if inside != isTouchInside {
            isTouchInside = inside
            isHighlighted = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Ends tracking a touch.
    open override func touchesEnded(_ touches: Set<Touch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first, touch === trackedTouch else { return }
        let inside = isInsideTrackingArea(touch.location(in: self))
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// Stops tracking a cancelled touch without sending its action.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: UIEvent?) {
        guard isTracking, touches.first.map({ $0 === trackedTouch }) ?? true else { return }
        cancelTracking()
    }

    private func cancelTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
