import Foundation

/// One pointer in contact with the window, from press to release, as UITouch.
///
/// An event router creates one touch per press and updates it in place on every event of the
/// sequence, so a recognizer or a view may keep a reference to it for the whole sequence.
/// Locations are in window points; timestamps are seconds supplied by whoever feeds the router.
@preconcurrency @MainActor public final class Touch {
    /// A number that tells this touch from others; it does not change during the sequence.
    public let identifier: Int
    /// The phase of the latest event.
    public private(set) var phase: TouchPhase
    /// The location in window points.
    public private(set) var location: Point
    /// The location of the event before the latest one, in window points.
    public private(set) var previousLocation: Point
    /// The time of the latest event, in seconds.
    public private(set) var timestamp: Double
    /// The location where the touch began, in window points.
    public let initialLocation: Point
    /// The time the touch began, in seconds.
    public let initialTimestamp: Double
    /// The view hit when the touch began; touches are delivered to it for the whole sequence.
    public let view: View?
    /// The window the touch belongs to.
    public private(set) weak var window: WindowView?
    /// What made the touch (a finger, the mouse, a trackpad's swipe).
    public let type: TouchType
    /// The number of taps in a row this press makes, as UIKit's: 1 for a press on its own, 2 for
    /// the second press of a double tap (the event router counts them).
    public package(set) var tapCount = 1

    /// Creates a touch in the `began` phase.
    public init(
        identifier: Int, location: Point, timestamp: Double, view: View?, window: WindowView?,
        type: TouchType = .indirectPointer
    ) {
        self.identifier = identifier
        self.type = type
        phase = .began
        self.location = location
        previousLocation = location
        self.timestamp = timestamp
        initialLocation = location
        initialTimestamp = timestamp
        self.view = view
        self.window = window
    }

    /// Records a new event of the sequence (the event router calls this). A timestamp earlier than
    /// the previous one is raised to it, so time never runs backwards within a touch.
    public func update(phase: TouchPhase, location: Point, timestamp: Double) {
        self.phase = phase
        previousLocation = self.location
        self.location = location
        self.timestamp = max(timestamp, self.timestamp)
    }

    /// The location in `view`'s coordinates (window points when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// The previous location in `view`'s coordinates (window points when nil).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocation }
        return view.convert(previousLocation, from: nil)
    }
}

extension Touch {
    /// UIKit's name for the phases (`UITouch.Phase`).
    public typealias Phase = TouchPhase
}
