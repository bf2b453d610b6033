import SegueUI

/// When an invariant is checked.
public enum InvariantSchedule: Sendable {
    /// After every frame.
    case everyFrame
    /// Once the scene is at rest: nothing in flight, nothing queued, no touch held.
    case atRest
}

/// One thing that must hold in a scene, checked by `InvariantChecker` after frames. A class, so
/// an invariant that needs memory (what a transition began with, the previous frame) keeps it.
@preconcurrency @MainActor public protocol SceneInvariant: AnyObject {
    /// When it is checked.
    var schedule: InvariantSchedule { get }
    /// What is wrong with the scene now, or nil when the invariant holds.
    func violation(in scene: AppScene) -> String?
    /// A transition began or ended in the scene's window (before the next check).
    func observe(_ event: TransitionEvent, in scene: AppScene)
}

extension SceneInvariant {
    /// Most invariants do not follow transitions.
    public func observe(_ event: TransitionEvent, in scene: AppScene) {}
}

/// An invariant without memory: a function of the scene.
@preconcurrency @MainActor public final class StatelessInvariant: SceneInvariant {
    /// When it is checked.
    public let schedule: InvariantSchedule
    private let check: (AppScene) -> String?

    /// Checks `check` on `schedule`.
    public init(_ schedule: InvariantSchedule, _ check: @escaping (AppScene) -> String?) {
        self.schedule = schedule
        self.check = check
    }

    public func violation(in scene: AppScene) -> String? { check(scene) }
}
