import Foundation

/// A layer that only positions its sublayers in 3D, as Core Animation's `CATransformLayer`: it
/// draws nothing of its own (its background, border, shadow, mask and `masksToBounds` are kept
/// but ignored, as Apple's are), and its opacity applies to each sublayer separately (it forms no
/// compositing group).
///
/// Segue composes 3D transforms through every subtree (no layer flattens its sublayers), so the
/// sublayers keep their 3D positions under any layer; what Segue does not do is sort them by
/// depth: they are drawn in order (zPosition, then sublayer order), so a face further back that
/// comes later covers a nearer one (docs/uikit/LAYERS.md).
@preconcurrency @MainActor open class CATransformLayer: CALayer {
    private var ignoredBackgroundColor: CGColor?
    private var ignoredBorderWidth: CGFloat = 0
    private var ignoredShadowOpacity: Float = 0
    private var ignoredMasksToBounds = false
    private var ignoredMask: CALayer?

    /// Creates a transform layer.
    public override init() {
        super.init()
        node.allowsGroupOpacity = false
    }

    /// Creates a transform layer as a copy of another, as Core Animation's `init(layer:)`, which
    /// a subclass inherits and overrides.
    public override init(layer: Any) {
        super.init(layer: layer)
        node.allowsGroupOpacity = false
    }

    /// The layer of a view backed by a transform layer (`UIView.layerClass`).
    package override init(backing view: View) {
        super.init(backing: view)
        view.allowsGroupOpacity = false
    }

    /// Kept and ignored: a transform layer draws no background.
    open override var backgroundColor: CGColor? {
        get { ignoredBackgroundColor }
        set { ignoredBackgroundColor = newValue }
    }

    /// Kept and ignored: a transform layer draws no border.
    open override var borderWidth: CGFloat {
        get { ignoredBorderWidth }
        set { ignoredBorderWidth = newValue }
    }

    /// Kept and ignored: a transform layer casts no shadow.
    open override var shadowOpacity: Float {
        get { ignoredShadowOpacity }
        set { ignoredShadowOpacity = newValue }
    }

    /// Kept and ignored: a transform layer does not clip its sublayers.
    open override var masksToBounds: Bool {
        get { ignoredMasksToBounds }
        set { ignoredMasksToBounds = newValue }
    }

    /// Kept and ignored: a transform layer is not masked.
    open override var mask: CALayer? {
        get { ignoredMask }
        set { ignoredMask = newValue }
    }

    /// Kept and ignored: opacity applies to each sublayer, never to the layer as a group.
    open override var allowsGroupOpacity: Bool {
        get { false }
        set {}
    }
}
