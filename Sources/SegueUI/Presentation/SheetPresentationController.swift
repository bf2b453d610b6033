import SegueCore

/// Lays a custom-style presentation out as a sheet: a card with rounded top corners that leaves
/// a gap above it, over the dimmed screen beneath.
@preconcurrency @MainActor public final class SheetPresentationController: PresentationController {
    /// The gap above the card, in points.
    public var topInset = 60.0
    /// The radius of the card's corners.
    public var cornerRadius = 14.0

    /// Creates the controller, dimming the screen beneath.
    public override init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingColor = Self.standardDimmingColor
    }

    /// The card: the container's width, below the top inset.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: topInset, width: bounds.width, height: max(bounds.height - topInset, 0))
    }

    /// Adds the dimming view and rounds the card's top corners.
    public override func presentationTransitionWillBegin(duration: Double, animated: Bool) {
        super.presentationTransitionWillBegin(duration: duration, animated: animated)
        presentedViewController.view.cornerRadius = cornerRadius
        presentedViewController.view.clipsToBounds = true
    }
}
