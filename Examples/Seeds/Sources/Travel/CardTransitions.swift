import UIKit

/// The booking card's transitioning delegate: its presentation controller lays the card out at
/// the bottom over a dimmed screen, its animator springs the card up and slides it down, and a
/// drag down hands over the interaction that drives the dismissal.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The card's drag while it drives a dismissal.
    var interactiveDismissal: UIPercentDrivenInteractiveTransition?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactiveDismissal
    }
}

/// Lays the card out along the bottom of the screen and dims what is above it; a tap on the
/// dimmed part dismisses the card.
final class CardPresentationController: UIPresentationController {
    private let backdropView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height: CGFloat = 320
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        backdropView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        backdropView.frame = containerView.bounds
        backdropView.alpha = 0
        backdropView.addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] _ in presentedViewController.dismiss(animated: true) })
        containerView.insertSubview(backdropView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backdropView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backdropView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { backdropView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        backdropView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Springs the card up from below the screen (a `UIViewPropertyAnimator` with spring timing) and
/// slides it back down. The same property animator serves the interactive dismissal.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private var animator: UIViewImplicitlyAnimating?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if !isPresenting, transitionContext.isInteractive, let cardView = transitionContext.view(forKey: .from) {
            // A drag drives the dismissal: a plain linear animation, which the percent-driven
            // interaction scrubs under the finger (Segue scrubs UIView animations, not a property
            // animator's: docs/uikit/APP.md).
            let hidden = cardView.frame.offsetBy(
                dx: 0, dy: transitionContext.containerView.bounds.height - cardView.frame.minY)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear]
            ) {
                cardView.frame = hidden
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            return
        }
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let card = transitionContext.viewController(forKey: key)!
        let cardView = isPresenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        let container = transitionContext.containerView
        let resting =
            isPresenting ? transitionContext.finalFrame(for: card) : transitionContext.initialFrame(for: card)
        let hidden = resting.offsetBy(dx: 0, dy: container.bounds.height - resting.minY)
        if isPresenting {
            cardView.frame = hidden
            container.addSubview(cardView)
        }
        let timing = UISpringTimingParameters(dampingRatio: isPresenting ? 0.78 : 1, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            cardView.frame = self.isPresenting ? resting : hidden
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
