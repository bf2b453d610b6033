import SegueCore
import SegueUI

/// What every transition must do, checked after every frame: at most one is in flight and no
/// finished one is still listed; each calls `completeTransition` exactly once; afterwards,
/// finished or cancelled, each shared element (a view with a `transitionID` on either screen) is
/// shown as it was before, at its own frame with its own alpha, and no stand-in is left in the
/// tree. Also counts what it saw (the fuzzer's figures).
@preconcurrency @MainActor public final class TransitionInvariant: SceneInvariant {
    public var schedule: InvariantSchedule { .everyFrame }
    /// Transitions seen to start.
    public private(set) var started = 0
    /// Transitions seen to end.
    public private(set) var ended = 0
    /// Transitions whose screens share an element (the same `transitionID` on both).
    public private(set) var withSharedElements = 0
    /// Transitions run by the zoom animator.
    public private(set) var zooms = 0
    /// Transitions run as reduce-motion dissolves.
    public private(set) var dissolves = 0

    private var current: ActiveTransition?
    /// Ended transitions, held weakly: one still alive could still be completed again.
    private var recentlyEnded: [WeakContext] = []
    /// The shared elements of the transition in flight, as they were when it began.
    private var sharedElements: [(view: View, isHidden: Bool, alpha: Double)] = []
    private var sharedElementProblem: String?

    /// Starts with nothing seen.
    public init() {}

    public func observe(_ event: TransitionEvent, in scene: AppScene) {
        switch event {
        case .began:
            started += 1
            current = scene.window.activeTransition
            recordSharedElements()
            if current?.animator is ZoomAnimator { zooms += 1 }
            if current?.animator is CrossDissolveAnimator { dissolves += 1 }
        case .ended:
            ended += 1
            if let context = current?.context {
                recentlyEnded.append(WeakContext(context: context))
                if recentlyEnded.count > 8 { recentlyEnded.removeFirst() }
            }
            current = nil
            checkSharedElementsRestored(in: scene)
        }
    }

    public func violation(in scene: AppScene) -> String? {
        if started - ended > 1 || started < ended {
            return "\(started) transitions started, \(ended) ended"
        }
        if let problem = sharedElementProblem {
            sharedElementProblem = nil
            return problem
        }
        if let active = scene.window.activeTransition, !active.context.isInFlight {
            return "a completed transition is still in flight"
        }
        for context in recentlyEnded.compactMap(\.context) where context.completeTransitionCallCount != 1 {
            return
                "a \(context.operation.rawValue) called completeTransition \(context.completeTransitionCallCount) times"
        }
        return nil
    }

    private func recordSharedElements() {
        sharedElements.removeAll()
        guard let context = current?.context else { return }
        var ids: [Set<String>] = []
        for key in [TransitionKey.from, .to] {
            guard let screen = context.screen(forKey: key) else { continue }
            let views = Self.viewsWithTransitionID(in: screen)
            for view in views { sharedElements.append((view, view.isHidden, view.alpha)) }
            ids.append(Set(views.compactMap(\.transitionID)))
        }
        if ids.count == 2, !ids[0].isDisjoint(with: ids[1]) { withSharedElements += 1 }
    }

    private func checkSharedElementsRestored(in scene: AppScene) {
        defer { sharedElements.removeAll() }
        guard sharedElementProblem == nil else { return }
        for (view, isHidden, alpha) in sharedElements {
            let name = view.transitionID ?? ""
            if view.isHidden != isHidden {
                sharedElementProblem =
                    "shared element \(name) is \(view.isHidden ? "hidden" : "shown") after a transition"
            } else if view.alpha != alpha || view.presentation.alpha != alpha {
                sharedElementProblem = "shared element \(name) has alpha \(view.presentation.alpha), not \(alpha)"
            } else if view.presentation.frame != view.frame || !view.animations.isEmpty {
                sharedElementProblem = "shared element \(name) is not at its own frame after a transition"
            }
        }
        if sharedElementProblem == nil, Self.containsStandIn(scene.window) {
            sharedElementProblem = "a shared-element stand-in is left in the tree after a transition"
        }
    }

    static func viewsWithTransitionID(in view: View) -> [View] {
        var result: [View] = view.transitionID == nil ? [] : [view]
        for subview in view.subviews { result += viewsWithTransitionID(in: subview) }
        return result
    }

    static func containsStandIn(_ view: View) -> Bool {
        view is SharedElementStandIn || view.subviews.contains(where: containsStandIn)
    }
}

/// A transition context held without keeping it alive.
struct WeakContext {
    weak var context: TransitionContext?
}
