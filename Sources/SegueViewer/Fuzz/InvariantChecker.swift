import Segue
@_spi(Testing) import SegueCore
@_spi(Testing) import SegueUI

/// A broken invariant: what went wrong and on which frame.
public struct InvariantViolation: Error, CustomStringConvertible {
    /// The frame on which it was seen.
    public let frame: Int
    /// What went wrong.
    public let message: String

    public var description: String { "frame \(frame): \(message)" }
}

/// Checks, after every frame, what users of transition libraries most often see broken: at most
/// one transition in flight; each transition calls completeTransition exactly once; once idle,
/// the view tree mirrors the controller stacks with no animator residue (mask, transform, alpha,
/// dimming, scrubbed time), every visible screen has the frame its container and presentation
/// controller give it (`LayoutInvariant`); a focused button is on the front screen, visible and
/// enabled (`FocusInvariant`); every property that no longer animates shows its model value
/// (`PresentationInvariant`); sheets with detents rest only at a detent, let clicks through
/// only while undimmed and leave no dimming view (`+Sheets`); and no view or controller outside
/// the tree stays alive. After every transition, finished or cancelled, each shared element (a
/// view with a `transitionID` on either screen) is shown as it was before, at its own frame with
/// its own alpha, and no shared-element stand-in is left in the tree.
public final class InvariantChecker {
    private let driver: SceneDriver
    private var current: ActiveTransition?
    /// Ended transitions, held weakly: one still alive could still be completed again.
    private var recentlyEnded: [WeakContext] = []
    private let baseViews: Int
    private let baseControllers: Int
    private var wasIdle = false
    /// The shared elements of the transition in flight, as they were when it began.
    private var sharedElements: [(view: View, isHidden: Bool, alpha: Double)] = []
    private var sharedElementProblem: String?
    /// Transitions seen to start.
    public private(set) var transitionsStarted = 0
    /// Transitions seen to end.
    public private(set) var transitionsEnded = 0
    /// Transitions whose screens share an element (the same `transitionID` on both).
    public private(set) var sharedElementTransitions = 0
    /// Transitions run by the zoom animator.
    public private(set) var zoomTransitions = 0
    /// Transitions run as reduce-motion dissolves.
    public private(set) var dissolveTransitions = 0

    /// Starts checking a driver's scene. Views and controllers alive now (outside the scene)
    /// are the baseline for the leak check.
    public init(driver: SceneDriver, baseViews: Int, baseControllers: Int) {
        self.driver = driver
        self.baseViews = baseViews
        self.baseControllers = baseControllers
        driver.scene.window.transitionObserver = { [weak self] event in self?.observe(event) }
    }

    private func observe(_ event: TransitionEvent) {
        switch event {
        case .began:
            transitionsStarted += 1
            current = driver.scene.window.activeTransition
            recordSharedElements()
            if current?.animator is ZoomAnimator { zoomTransitions += 1 }
            if current?.animator is CrossDissolveAnimator { dissolveTransitions += 1 }
        case .ended:
            transitionsEnded += 1
            if let context = current?.context {
                recentlyEnded.append(WeakContext(context: context))
                if recentlyEnded.count > 8 { recentlyEnded.removeFirst() }
            }
            current = nil
            checkSharedElementsRestored()
        }
    }

    private func recordSharedElements() {
        sharedElements.removeAll()
        guard let context = current?.context else { return }
        var ids: [Set<String>] = []
        for key in [TransitionKey.from, .to] {
            guard let screen = context.screen(forKey: key) else { continue }
            let views = InvariantChecker.viewsWithTransitionID(in: screen)
            for view in views { sharedElements.append((view, view.isHidden, view.alpha)) }
            ids.append(Set(views.compactMap(\.transitionID)))
        }
        if ids.count == 2, !ids[0].isDisjoint(with: ids[1]) { sharedElementTransitions += 1 }
    }

    private func checkSharedElementsRestored() {
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
        if sharedElementProblem == nil, InvariantChecker.containsStandIn(driver.scene.window) {
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

    /// Checks the invariants that hold on every frame, and the idle ones when nothing is in flight.
    public func check(force: Bool = false) throws {
        let window = driver.scene.window
        let frame = driver.frameCount
        if transitionsStarted - transitionsEnded > 1 || transitionsStarted < transitionsEnded {
            throw InvariantViolation(
                frame: frame, message: "\(transitionsStarted) transitions started, \(transitionsEnded) ended")
        }
        if let problem = sharedElementProblem {
            sharedElementProblem = nil
            throw InvariantViolation(frame: frame, message: problem)
        }
        if let active = window.activeTransition, !active.context.isInFlight {
            throw InvariantViolation(frame: frame, message: "a completed transition is still in flight")
        }
        for context in recentlyEnded.compactMap(\.context) where context.completeTransitionCallCount != 1 {
            throw InvariantViolation(
                frame: frame,
                message:
                    "a \(context.operation.rawValue) called completeTransition \(context.completeTransitionCallCount) times"
            )
        }
        if let problem = Self.sheetViolationsOnEveryFrame(in: driver.scene) {
            throw InvariantViolation(frame: frame, message: problem)
        }
        if let problem = FocusInvariant.violation(in: driver.scene) {
            throw InvariantViolation(frame: frame, message: problem)
        }
        // A touch in progress may hold the view it began on (as UIKit's touches do).
        guard !driver.scene.isBusy, driver.scene.router.activeTouch == nil else {
            wasIdle = false
            return
        }
        // The idle checks walk the whole tree: run them when the scene has just become idle,
        // or when asked to (after each action), not on every idle frame.
        guard !wasIdle || force else { return }
        wasIdle = true
        let problems = window.mirrorInvariantViolations()
        if !problems.isEmpty {
            throw InvariantViolation(frame: frame, message: "the tree does not mirror the stacks: \(problems)")
        }
        if let problem = Self.sheetViolationsAtRest(in: driver.scene) {
            throw InvariantViolation(frame: frame, message: problem)
        }
        let layout = LayoutInvariant.violations(in: window)
        if !layout.isEmpty {
            throw InvariantViolation(frame: frame, message: "the layout does not fit the window: \(layout)")
        }
        let presentation = PresentationInvariant.violations(in: window)
        if !presentation.isEmpty {
            throw InvariantViolation(
                frame: frame, message: "a presentation does not show its model: \(presentation.prefix(3))")
        }
        try checkNothingLeaks(frame: frame)
    }

    /// Counts the views and controllers the scene legitimately holds and compares with the live counts.
    private func checkNothingLeaks(frame: Int) throws {
        let scene = driver.scene
        var views = Set<ObjectIdentifier>()
        func collect(_ view: View) {
            guard views.insert(ObjectIdentifier(view)).inserted else { return }
            for subview in view.subviews { collect(subview) }
        }
        collect(scene.window)
        collect(scene.navigation.view)
        var controllers = 1
        for controller in scene.navigation.viewControllers {
            controllers += 1
            if controller.isViewLoaded { collect(controller.view) }
        }
        for presentation in scene.window.presentations {
            controllers += 1
            collect(presentation.containerView)
            if let dimming = presentation.presentationController?.dimmingView { collect(dimming) }
        }
        let liveViews = View.liveCount - baseViews
        if liveViews != views.count {
            throw InvariantViolation(
                frame: frame, message: "\(liveViews) views alive but the scene holds \(views.count): a view leaked")
        }
        let liveControllers = ViewController.liveCount - baseControllers
        if liveControllers != controllers {
            throw InvariantViolation(
                frame: frame,
                message: "\(liveControllers) controllers alive but the scene holds \(controllers): a controller leaked")
        }
    }
}

/// A transition context held without keeping it alive.
struct WeakContext {
    weak var context: TransitionContext?
}
