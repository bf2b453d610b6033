import SegueCore

/// Lays out a custom-style presentation, as UIPresentationController: the frame of the presented
/// view and an optional dimming view behind it that fades with the transition and can dismiss
/// the presented controller when tapped.
open class PresentationController {
    /// The presented controller.
    public unowned let presentedViewController: ViewController
    /// The presenting controller.
    public unowned let presentingViewController: ViewController
    /// The colour of the dimming view at full strength; clear for none.
    public var dimmingColor = Color(r: 0, g: 0, b: 0, a: 102)
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

    /// The frame of the presented view in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: Rect {
        containerView?.bounds ?? .zero
    }

    /// Adds the dimming view (transparent) and fades it in alongside the transition.
    open func presentationTransitionWillBegin(duration: Double, animated: Bool) {
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

    /// Fades the dimming view out alongside the dismissal.
    open func dismissalTransitionWillBegin(duration: Double, animated: Bool) {
        guard let dimming = dimmingView else { return }
        if animated {
            View.animate(withDuration: duration, curve: alongsideCurve) { dimming.alpha = 0 }
        } else {
            dimming.alpha = 0
        }
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
        guard let containerView else { return }
        dimmingView?.frame = containerView.bounds
        let presented = presentedViewController
        if presented.isViewLoaded, presented.view.superview === containerView, presented.view.animations.isEmpty {
            presentedViewController.view.frame = frameOfPresentedViewInContainerView
        }
    }
}
