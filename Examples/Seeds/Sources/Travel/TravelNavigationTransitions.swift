import UIKit

/// The navigation controller's delegate: a push zooms the destination's screen out of the row
/// that was tapped; a pop slides it away to the right, following the finger during an edge swipe.
final class TravelNavigationTransitions: NSObject, UINavigationControllerDelegate {
    /// The tapped row's frame in the list screen's view: the pushed screen grows from it.
    var originFrame: CGRect = .zero
    /// The edge swipe's interaction while it drives a pop.
    var interactivePop: UIPercentDrivenInteractiveTransition?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return ZoomPushAnimator(originFrame: originFrame)
        case .pop: return SlidePopAnimator()
        default: return nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactivePop
    }
}

/// Grows the pushed screen from the tapped row, fading it in, while the list behind sinks back.
final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let originFrame: CGRect

    init(originFrame: CGRect) {
        self.originFrame = originFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        let final = toView.frame
        let origin = originFrame.isEmpty ? final : container.convert(originFrame, from: fromView)
        let scale = max(origin.width / max(final.width, 1), 0.1)
        toView.transform = CGAffineTransform(translationX: origin.midX - final.midX, y: origin.midY - final.midY)
            .scaledBy(x: scale, y: scale)
        toView.alpha = 0
        toView.layer.cornerRadius = 14
        toView.clipsToBounds = true
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.9,
            initialSpringVelocity: 0, options: [.curveEaseInOut]
        ) {
            toView.transform = .identity
            toView.alpha = 1
            toView.layer.cornerRadius = 0
            fromView.transform = CGAffineTransform(scaleX: 0.94, y: 0.94)
            fromView.alpha = 0.6
        } completion: { _ in
            fromView.transform = .identity
            fromView.alpha = 1
            toView.clipsToBounds = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Slides the popped screen off to the right over the list, which rises back to full size. Linear,
/// so that an edge swipe's finger and the screen move together.
final class SlidePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(scaleX: 0.94, y: 0.94)
        toView.alpha = 0.6
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        ) {
            fromView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
            toView.transform = .identity
            toView.alpha = 1
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.transform = .identity
            toView.transform = .identity
            toView.alpha = 1
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
