import Foundation

/// An event that describes one user interaction, as UIKit's `UIEvent`: its type, when it
/// happened and the touches it carries. Hit testing passes one to `hitTest(_:with:)` and
/// `point(inside:with:)` (nil when hit testing was asked outside an event, as it is by Segue's
/// own router, scripts and invariants).
@preconcurrency @MainActor open class UIEvent {
    /// The kinds of event, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen (Segue's pointer presses).
        case touches = 0
        /// Device motion (shake).
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Presses of physical buttons.
        case presses = 3
        /// Scrolling by a trackpad or mouse wheel.
        case scroll = 10
        /// A pointer hovering over a view.
        case hover = 11
        /// A trackpad rotation or pinch.
        case transform = 14
    }

    /// Finer kinds of event, with UIKit's raw values (only `.none` for touches).
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// The event's type.
    open var type: EventType { storedType }
    /// The event's subtype (`.none` for touches).
    open var subtype: EventSubtype { storedSubtype }
    /// When the event happened, in seconds on the engine's clock (Segue never reads the wall clock).
    open var timestamp: TimeInterval { storedTimestamp }
    /// The touches of the event, or nil for an event without touches.
    open var allTouches: Set<Touch>? { touches.isEmpty ? nil : Set(touches) }

    private let storedType: EventType
    private let storedSubtype: EventSubtype
    private let storedTimestamp: TimeInterval
    private let touches: [Touch]

    /// Creates an event (Segue's; UIKit's are made by the system).
    public init(
        type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval = 0, touches: [Touch] = []
    ) {
        storedType = type
        storedSubtype = subtype
        storedTimestamp = timestamp
        self.touches = touches
    }

    /// The touches of the event that began on `view`, or nil when there are none.
    open func touches(for view: View) -> Set<Touch>? {
        let mine = touches.filter { $0.view === view }
        return mine.isEmpty ? nil : Set(mine)
    }

    /// The touches of the event that belong to `window`, or nil when there are none.
    open func touches(for window: WindowView) -> Set<Touch>? {
        let mine = touches.filter { $0.window === window }
        return mine.isEmpty ? nil : Set(mine)
    }
}
