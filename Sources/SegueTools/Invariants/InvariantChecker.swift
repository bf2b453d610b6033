import SegueCore
import SegueUI

/// Checks, after every frame, what users of transition libraries most often see broken, as a list
/// of `SceneInvariant`s (`standardInvariants`): every transition behaves (`TransitionInvariant`:
/// one in flight, `completeTransition` once, shared elements restored); sheets with detents leave
/// no dimming view and let clicks through only while undimmed (`SheetInvariants`); a focused
/// button is on the front screen, visible and enabled (`FocusInvariant`). Once at rest: the view
/// tree mirrors the controller stacks with no animator residue (mask, transform, alpha, dimming,
/// scrubbed time); sheets rest only at a detent with its frame; every visible screen has the
/// frame its container and presentation controller give it (`LayoutInvariant`); every property
/// that no longer animates shows its model value (`PresentationInvariant`); no view or controller
/// outside the tree stays alive (`LeakInvariant`).
///
/// The fuzzer checks a session with it, and a script's `expect invariants` checks a run with the
/// same list, so a shrunk session's script fails the way the session did.
@preconcurrency @MainActor public final class InvariantChecker {
    /// The scene checked.
    public let scene: AppScene
    /// The invariants, in the order they are checked.
    public let invariants: [SceneInvariant]
    /// The transitions invariant, which also counts what it saw.
    public let transitions: TransitionInvariant
    private let frame: () -> Int
    private var wasIdle = false

    /// Transitions seen to start.
    public var transitionsStarted: Int { transitions.started }
    /// Transitions seen to end.
    public var transitionsEnded: Int { transitions.ended }
    /// Transitions whose screens share an element (the same `transitionID` on both).
    public var sharedElementTransitions: Int { transitions.withSharedElements }
    /// Transitions run by the zoom animator.
    public var zoomTransitions: Int { transitions.zooms }
    /// Transitions run as reduce-motion dissolves.
    public var dissolveTransitions: Int { transitions.dissolves }

    /// Starts checking `scene`, whose frames `frame` counts (for the messages). Views and
    /// controllers alive outside the scene (`baseline`, by default everything alive now that the
    /// scene does not hold) are not counted as leaks, nor are the views `viewsOutsideScene`
    /// counts (a host's own, such as the window's overlays), nor the controllers
    /// `controllersOutsideScene` counts (the screen the motion lab keeps to replay a pop).
    /// `extra` invariants are checked after the standard ones.
    public init(
        scene: AppScene, baseline: InstanceBaseline? = nil, viewsOutsideScene: @escaping () -> Int = { 0 },
        controllersOutsideScene: @escaping () -> Int = { 0 }, frame: @escaping () -> Int,
        extra: [SceneInvariant] = []
    ) {
        self.scene = scene
        self.frame = frame
        transitions = TransitionInvariant()
        let leaks = LeakInvariant(
            baseline: baseline ?? InstanceBaseline.outside(scene), viewsOutsideScene: viewsOutsideScene,
            controllersOutsideScene: controllersOutsideScene)
        invariants = [transitions] + Self.standardInvariants(leaks: leaks) + extra
        scene.window.transitionObserver = { [weak self] event in
            guard let self else { return }
            for invariant in self.invariants { invariant.observe(event, in: self.scene) }
        }
    }

    /// Every invariant but the transitions one, in the order checked: those of every frame, then
    /// those of rest. One more invariant is one more line here.
    public static func standardInvariants(leaks: LeakInvariant) -> [SceneInvariant] {
        [
            StatelessInvariant(.everyFrame, AnimatorContractInvariant.violation),
            StatelessInvariant(.everyFrame, SheetInvariants.violationOnEveryFrame),
            StatelessInvariant(.everyFrame, FocusInvariant.violation),
            HandOffInvariant(),
            GestureInvariant(),
            StatelessInvariant(.atRest, MirrorInvariant.violation),
            StatelessInvariant(.atRest, SheetInvariants.violationAtRest),
            StatelessInvariant(.atRest, LayoutInvariant.violation),
            StatelessInvariant(.atRest, PresentationInvariant.violation),
            StatelessInvariant(.atRest, SnapshotInvariant.violation),
            leaks,
        ]
    }

    /// True when the scene is at rest: nothing in flight or queued, no touch held (a touch in
    /// progress may hold the view it began on, as UIKit's touches do).
    public var sceneIsAtRest: Bool { !scene.isBusy && scene.router.activeTouch == nil }

    /// Checks the invariants of every frame, and those of rest when the scene is at rest: on the
    /// frame it comes to rest, or on every call with `force` (the fuzzer forces them after each
    /// action; the rest checks walk the whole tree, so not on every idle frame).
    public func check(force: Bool = false) throws {
        for invariant in invariants where invariant.schedule == .everyFrame {
            if let problem = invariant.violation(in: scene) {
                throw InvariantViolation(frame: frame(), message: problem)
            }
        }
        guard sceneIsAtRest else {
            wasIdle = false
            return
        }
        guard !wasIdle || force else { return }
        wasIdle = true
        for invariant in invariants where invariant.schedule == .atRest {
            if let problem = invariant.violation(in: scene) {
                throw InvariantViolation(frame: frame(), message: problem)
            }
        }
    }
}

/// No transition's animator broke UIKit's contract (`SceneWindow.transitionDiagnostics`: never
/// completed, completed twice, a bad duration, views not where they belong...).
enum AnimatorContractInvariant {
    static func violation(in scene: AppScene) -> String? {
        scene.window.transitionDiagnostics.first.map { "transition: \($0.message)" }
    }
}

/// Once at rest, the tree mirrors the controller stacks (`SceneWindow.mirrorInvariantViolations`).
enum MirrorInvariant {
    static func violation(in scene: AppScene) -> String? {
        let problems = scene.window.mirrorInvariantViolations()
        return problems.isEmpty ? nil : "the tree does not mirror the stacks: \(problems)"
    }
}
