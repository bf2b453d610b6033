import Segue
import SegueCore
import SegueUI

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
/// enabled (`FocusInvariant`); and no view or controller outside the tree stays alive.
public final class InvariantChecker {
    private let driver: SceneDriver
    private var current: ActiveTransition?
    /// Ended transitions, held weakly: one still alive could still be completed again.
    private var recentlyEnded: [WeakContext] = []
    private let baseViews: Int
    private let baseControllers: Int
    private var wasIdle = false
    /// Transitions seen to start.
    public private(set) var transitionsStarted = 0
    /// Transitions seen to end.
    public private(set) var transitionsEnded = 0

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
        case .ended:
            transitionsEnded += 1
            if let context = current?.context {
                recentlyEnded.append(WeakContext(context: context))
                if recentlyEnded.count > 8 { recentlyEnded.removeFirst() }
            }
            current = nil
        }
    }

    /// Checks the invariants that hold on every frame, and the idle ones when nothing is in flight.
    public func check(force: Bool = false) throws {
        let window = driver.scene.window
        let frame = driver.frameCount
        if transitionsStarted - transitionsEnded > 1 || transitionsStarted < transitionsEnded {
            throw InvariantViolation(
                frame: frame, message: "\(transitionsStarted) transitions started, \(transitionsEnded) ended")
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
        let layout = LayoutInvariant.violations(in: window)
        if !layout.isEmpty {
            throw InvariantViolation(frame: frame, message: "the layout does not fit the window: \(layout)")
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
