/// UIKit's name for Segue's control.
public typealias UIControl = Control
/// UIKit's name for Segue's button.
public typealias UIButton = Button
/// UIKit's name for Segue's view controller.
public typealias UIViewController = ViewController
/// UIKit's name for Segue's navigation controller.
public typealias UINavigationController = NavigationController
/// UIKit's name for the navigation controller's delegate protocol.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's name for Segue's navigation bar.
public typealias UINavigationBar = NavigationBar
/// UIKit's name for Segue's navigation item.
public typealias UINavigationItem = NavigationItem
/// UIKit's name for the presentation styles.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's name for the transition styles of presentations without a custom animator.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// UIKit's name for the animator protocol.
public typealias UIViewControllerAnimatedTransitioning = AnimatedTransitioning
/// UIKit's name for the interaction controller protocol.
public typealias UIViewControllerInteractiveTransitioning = InteractiveTransitioning
/// UIKit's name for the transition context (a protocol in UIKit, this class here).
public typealias UIViewControllerContextTransitioning = TransitionContext
/// UIKit's name for the percent-driven interaction controller.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's name for the delegate of custom presentations.
public typealias UIViewControllerTransitioningDelegate = TransitioningDelegate
/// UIKit's name for Segue's presentation controller.
public typealias UIPresentationController = PresentationController
/// UIKit's `UISheetPresentationController`: a sheet with detents.
public typealias UISheetPresentationController = DetentSheetPresentationController
/// UIKit's name for the keys of a transition's two controllers (`.from`, `.to`).
public typealias UITransitionContextViewControllerKey = TransitionKey
/// UIKit's name for the keys of a transition's two views (`.from`, `.to`).
public typealias UITransitionContextViewKey = TransitionKey
/// UIKit's name for the transition coordinator protocol.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's name for the context a transition coordinator hands its blocks.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinator
/// UIKit's name for Segue's pan recognizer.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's name for Segue's edge pan recognizer.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's name for Segue's tap recognizer.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's name for Segue's long-press recognizer.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's name for Segue's pinch recognizer.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's name for a set of rectangle edges.
public typealias UIRectEdge = RectEdge

extension DetentSheetPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`.
    public typealias Detent = SheetDetent
}
