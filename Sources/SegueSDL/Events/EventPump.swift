import CSDL2

/// Takes events from SDL's queue and translates them; events Segue does not use are skipped.
@preconcurrency @MainActor public final class EventPump {
    /// The context whose event queue is read.
    public let context: SDLContext
    /// Scale from SDL window units to points (see `Event.init(_:pointsPerUnit:)`).
    public var pointsPerUnit: Double

    /// Creates a pump reading `context`'s queue.
    public init(context: SDLContext, pointsPerUnit: Double = 1) {
        self.context = context
        self.pointsPerUnit = pointsPerUnit
    }

    /// The next event if one is waiting, else nil at once.
    public func poll() -> Event? {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = Event(event, pointsPerUnit: pointsPerUnit) { return translated }
        }
        return nil
    }

    /// The next event, waiting up to `milliseconds` for one; nil when none came.
    public func wait(milliseconds: Int) -> Event? {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(clamping: milliseconds)) != 0 else { return nil }
        if let translated = Event(event, pointsPerUnit: pointsPerUnit) { return translated }
        return poll()
    }

    /// Puts a raw SDL event on the queue (for tests and synthetic input).
    public func push(_ event: SDL_Event) throws {
        var copy = event
        guard SDL_PushEvent(&copy) >= 0 else { throw SDLError.last("SDL_PushEvent") }
    }
}
