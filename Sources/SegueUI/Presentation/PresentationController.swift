import SegueCore

/// Lays out a custom-style presentation, as UIPresentationController: the frame of the presented
/// view and, for Segue's own controllers, a dimming view behind it that fades with the
/// transition and can dismiss the presented controller when tapped.
///
/// UIKit's hooks (`presentationTransitionWillBegin()`, `containerViewWillLayoutSubviews()`, …)
/// are called at UIKit's times; a subclass written for iOS overrides them and animates alongside
/// through `presentedViewController.transitionCoordinator`. The base class itself draws nothing,
/// as UIKit's: the dimming view appears only when `dimmingColor` is set (Segue's sheets set it;
/// the window's default custom presentation, this base class, does not).
@preconcurrency @MainActor open class PresentationController {
    /// The presented controller.
    public unowned let presentedViewController: ViewController
    /// The presenting controller (the one the window presents from, once presented).
    public internal(set) unowned var presentingViewController: ViewController
    /// The colour of the dimming view at full strength; clear (the default) for none.
    public var dimmingColor = Color.clear
    /// The dimming colour of Segue's own presentations: black at 40%.
    public static let standardDimmingColor = Color(r: 0, g: 0, b: 0, a: 102)
    /// True when a tap on the dimming view dismisses the presented controller.
    public var dismissesOnDimmingTap = true
    /// The dimming view while the presentation is up.
    public private(set) var dimmingView: View?
    /// The container of the presentation.
    public internal(set) weak var containerView: View?
    /// True while the transition under way (presentation or dismissal) is driven by an
    /// interaction: the dimming then follows the progress linearly, as the content under a finger.
    public internal(set) var isTransitionInteractive = false

    /// The curve for animations alongside the transition: linear when it is interactive.
    public var alongsideCurve: TimingCurve { isTransitionInteractive ? .linear : .easeInEaseOut }

    /// Creates a presentation controller.
    public init(presentedViewController: ViewController, presenting: ViewController) {
        self.presentedViewController = presentedViewController
        presentingViewController = presenting
    }

    /// Creates a presentation controller, as UIKit's designated initialiser: `presenting` may be
    /// nil, and is then the controller the window presents from.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The frame of the presented view in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: Rect {
        containerView?.bounds ?? .zero
    }

    /// The view the transition animates for the presented controller: its view by default.
    open var presentedView: View? {
        presentedViewController.view
    }

    /// The presented controller's presentation style.
    public var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// True when the presenter's view leaves the window once the presentation ends (false:
    /// UIKit's default, the presenter's view stays beneath). Not consulted by Segue yet: the
    /// presenter's view of a custom presentation always stays.
    open var shouldRemovePresentersView: Bool { false }

    /// True when the presentation covers the whole window (UIKit's default); kept for code that
    /// reads it.
    open var shouldPresentInFullscreen: Bool { true }

    /// Called as the presentation transition begins, as UIKit's: add views to the container
    /// and animate them alongside through `presentedViewController.transitionCoordinator`. Does
    /// nothing by default.
    open func presentationTransitionWillBegin() {}

    /// Called as the dismissal transition begins, as UIKit's. Does nothing by default.
    open func dismissalTransitionWillBegin() {}

    /// Called before the container lays out its views, as UIKit's. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its views, as UIKit's. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    /// Adds the dimming view (transparent) and fades it in alongside the transition, then calls
    /// UIKit's `presentationTransitionWillBegin()`.
    open func presentationTransitionWillBegin(duration: Double, animated: Bool) {
        addDimmingView(duration: duration, animated: animated)
        let before = containerView?.subviews ?? []
        presentationTransitionWillBegin()
        // What the subclass added to the container (its own dimming view, a handle…) is the
        // presentation's chrome: it stays in the container while the presentation is up, as UIKit's.
        chromeViews = (containerView?.subviews ?? []).filter { view in
            !before.contains { $0 === view } && view !== presentedViewController.viewIfLoaded
        }
    }

    /// The views `presentationTransitionWillBegin()` added to the container.
    var chromeViews: [View] = []

    private func addDimmingView(duration: Double, animated: Bool) {
        guard let containerView, dimmingColor.a > 0 else { return }
        let dimming = View(frame: containerView.bounds)
        dimming.accessibilityTitle = "Dimming"
        dimming.backgroundColor = dimmingColor
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        dimmingView = dimming
        let tap = TapGestureRecognizer()
        tap.addTarget { [weak self] recognizer in
            guard let self, self.dismissesOnDimmingTap, recognizer.state == .ended else { return }
            self.presentedViewController.dismiss(animated: true)
        }
        dimming.addGestureRecognizer(tap)
        if animated {
            View.animate(withDuration: duration, curve: alongsideCurve) { dimming.alpha = 1 }
        } else {
            dimming.alpha = 1
        }
    }

    /// Called when the presentation ended; removes the dimming view when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    /// Fades the dimming view out alongside the dismissal, then calls UIKit's
    /// `dismissalTransitionWillBegin()`.
    open func dismissalTransitionWillBegin(duration: Double, animated: Bool) {
        if let dimming = dimmingView {
            if animated {
                View.animate(withDuration: duration, curve: alongsideCurve) { dimming.alpha = 0 }
            } else {
                dimming.alpha = 0
            }
        }
        dismissalTransitionWillBegin()
    }

    /// Called when the dismissal ended; removes the dimming view when it completed, restores it otherwise.
    open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        } else {
            dimmingView?.removeAllAnimations()
            dimmingView?.alpha = 1
        }
    }

    /// True when clicks that hit nothing but the container or the dimming view go through to
    /// the screen behind (a sheet at an undimmed detent). False by default.
    open var passesTouchesThrough: Bool { false }

    /// The view behind the presentation that it keeps transformed while at rest (a sheet pushes
    /// the screen behind back) and that transform; nil by default.
    open var presentingViewRestingTransform: (view: View, transform: Transform3D)? { nil }

    /// Called after the window put its presentations into their resting shape (residue of the
    /// transition cleared, frames from `frameOfPresentedViewInContainerView`, dimming at full
    /// strength): a subclass puts back what it shows at rest.
    open func presentationsDidInstall() {}

    /// Lays the presented view (`frameOfPresentedViewInContainerView`) and the dimming view out
    /// for the container's size. The window calls it whenever it lays out, as UIKit calls
    /// containerViewDidLayoutSubviews; a presented view that a transition animates is left to it.
    open func containerViewDidLayout() {
        containerViewWillLayoutSubviews()
        defer { containerViewDidLayoutSubviews() }
        guard let containerView else { return }
        dimmingView?.frame = containerView.bounds
        let presented = presentedViewController
        if presented.isViewLoaded, presented.view.superview === containerView, presented.view.animations.isEmpty {
            presentedViewController.view.frame = frameOfPresentedViewInContainerView
        }
    }
}
