// UIKit and Core Animation API that Segue leaves out, declared unavailable so that code using it
// reads why instead of "cannot find in scope". docs/UIKIT.md lists what is left out and why.

/// UIKit Dynamics: left out.
@available(
    *, unavailable,
    message:
        "UIKit Dynamics is not part of Segue (docs/UIKIT.md); animate with UIView.animate's spring or UIViewPropertyAnimator with UISpringTimingParameters"
)
@preconcurrency @MainActor public final class UIDynamicAnimator {}

/// UIKit Dynamics: left out.
@available(*, unavailable, message: "UIKit Dynamics is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class UIGravityBehavior {}

/// UIKit Dynamics: left out.
@available(*, unavailable, message: "UIKit Dynamics is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class UICollisionBehavior {}

/// UIKit Dynamics: left out.
@available(
    *, unavailable,
    message:
        "UIKit Dynamics is not part of Segue (docs/UIKIT.md); a critically damped spring (UISpringTimingParameters(dampingRatio: 1)) snaps a view in place"
)
@preconcurrency @MainActor public final class UISnapBehavior {}

/// UIKit Dynamics: left out.
@available(*, unavailable, message: "UIKit Dynamics is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class UIAttachmentBehavior {}

/// UIKit Dynamics: left out.
@available(*, unavailable, message: "UIKit Dynamics is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class UIPushBehavior {}

/// UIKit Dynamics: left out.
@available(*, unavailable, message: "UIKit Dynamics is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class UIDynamicItemBehavior {}

/// Auto Layout: left out.
@available(
    *, unavailable,
    message:
        "Auto Layout is not part of Segue (docs/UIKIT.md): set frames in layoutSubviews or viewDidLayoutSubviews, or use autoresizingMask"
)
@preconcurrency @MainActor public final class NSLayoutConstraint {}

/// Auto Layout's stack view: left out.
@available(
    *, unavailable,
    message:
        "UIStackView needs Auto Layout, which is not part of Segue (docs/UIKIT.md): lay the views out in layoutSubviews"
)
@preconcurrency @MainActor public final class UIStackView {}

/// Text input: left out.
@available(*, unavailable, message: "text input is not part of Segue (docs/UIKIT.md); UILabel shows text")
@preconcurrency @MainActor public final class UITextField {}

/// Text input: left out.
@available(*, unavailable, message: "text input is not part of Segue (docs/UIKIT.md); UILabel shows text")
@preconcurrency @MainActor public final class UITextView {}

/// Scrolling containers: left out.
@available(*, unavailable, message: "UIScrollView is not part of Segue yet (docs/UIKIT.md)")
@preconcurrency @MainActor public final class UIScrollView {}

/// Table views: left out.
@available(
    *, unavailable, message: "UITableView is not part of Segue yet (docs/UIKIT.md): lay rows out as buttons in a view"
)
@preconcurrency @MainActor public final class UITableView {}

/// Collection views: left out.
@available(*, unavailable, message: "UICollectionView is not part of Segue yet (docs/UIKIT.md): lay cells out as views")
@preconcurrency @MainActor public final class UICollectionView {}

/// Bitmap drawing contexts: left out.
@available(
    *, unavailable,
    message:
        "Segue has no bitmap graphics contexts (docs/UIKIT.md): draw with layers (CAShapeLayer, CAGradientLayer) or take a snapshotView(afterScreenUpdates:)"
)
@preconcurrency @MainActor public final class UIGraphicsImageRenderer {}

/// Display links need a target and a selector: left out.
@available(
    *, unavailable,
    message:
        "CADisplayLink takes a target and a #selector, which need the Objective-C runtime (docs/UIKIT.md): animate with UIViewPropertyAnimator or CABasicAnimation"
)
@preconcurrency @MainActor public final class CADisplayLink {}

/// Particle layers: left out.
@available(*, unavailable, message: "CAEmitterLayer is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class CAEmitterLayer {}

/// Replicator layers: left out.
@available(*, unavailable, message: "CAReplicatorLayer is not part of Segue (docs/UIKIT.md)")
@preconcurrency @MainActor public final class CAReplicatorLayer {}

/// Text layers: left out.
@available(*, unavailable, message: "CATextLayer is not part of Segue (docs/UIKIT.md): use a UILabel")
@preconcurrency @MainActor public final class CATextLayer {}
