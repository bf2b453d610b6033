import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`: what a `UIVisualEffectView` does to the content
/// behind it.
@preconcurrency @MainActor open class UIVisualEffect: @unchecked Sendable {
    /// No effect.
    public init() {}

    /// The colour the effect lays over what is behind it (clear for no effect).
    open var tint: Color { .clear }
}

/// A blur, as UIKit's `UIBlurEffect`. Segue does not blur (it would need the pixels behind the
/// view, which the render list never reads back): it lays the style's tint over what is behind,
/// a translucent colour that dims and washes out the content the way the blur's own tint does.
/// The tints are Segue's choices, close to each material's look in light mode over a white or
/// photo background; Apple publishes no values.
@preconcurrency @MainActor public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A very light, nearly white blur.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// The regular blur of the interface style (light here).
        case regular = 4
        /// A more opaque blur of the interface style (light here).
        case prominent = 5
        /// The most translucent system material.
        case systemUltraThinMaterial = 6
        /// A translucent system material.
        case systemThinMaterial = 7
        /// The standard system material.
        case systemMaterial = 8
        /// A nearly opaque system material.
        case systemThickMaterial = 9
        /// The material of bars and chrome.
        case systemChromeMaterial = 10
        /// `systemUltraThinMaterial`, always light.
        case systemUltraThinMaterialLight = 11
        /// `systemThinMaterial`, always light.
        case systemThinMaterialLight = 12
        /// `systemMaterial`, always light.
        case systemMaterialLight = 13
        /// `systemThickMaterial`, always light.
        case systemThickMaterialLight = 14
        /// `systemChromeMaterial`, always light.
        case systemChromeMaterialLight = 15
        /// `systemUltraThinMaterial`, always dark.
        case systemUltraThinMaterialDark = 16
        /// `systemThinMaterial`, always dark.
        case systemThinMaterialDark = 17
        /// `systemMaterial`, always dark.
        case systemMaterialDark = 18
        /// `systemThickMaterial`, always dark.
        case systemThickMaterialDark = 19
        /// `systemChromeMaterial`, always dark.
        case systemChromeMaterialDark = 20

        /// The tint Segue draws for the style: a light or dark grey at the material's opacity.
        public var tint: Color {
            let light = Color(r: 248, g: 248, b: 250)
            let dark = Color(r: 30, g: 30, b: 32)
            switch self {
            case .extraLight: return light.withAlpha(0.85)
            case .light, .regular: return light.withAlpha(0.75)
            case .prominent: return light.withAlpha(0.85)
            case .dark: return dark.withAlpha(0.75)
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return light.withAlpha(0.5)
            case .systemThinMaterial, .systemThinMaterialLight: return light.withAlpha(0.65)
            case .systemMaterial, .systemMaterialLight: return light.withAlpha(0.78)
            case .systemThickMaterial, .systemThickMaterialLight: return light.withAlpha(0.9)
            case .systemChromeMaterial, .systemChromeMaterialLight: return light.withAlpha(0.82)
            case .systemUltraThinMaterialDark: return dark.withAlpha(0.5)
            case .systemThinMaterialDark: return dark.withAlpha(0.65)
            case .systemMaterialDark: return dark.withAlpha(0.78)
            case .systemThickMaterialDark: return dark.withAlpha(0.9)
            case .systemChromeMaterialDark: return dark.withAlpha(0.82)
            }
        }
    }

    /// The style.
    public let style: Style

    /// A blur of `style`, as `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The style's tint.
    public override var tint: Color { style.tint }
}

/// A view that applies a visual effect to what is behind it, as UIKit's `UIVisualEffectView`:
/// it fills its bounds (rounded by its corner radius) with the effect's tint (see
/// `UIBlurEffect`), and shows its content in `contentView`, above the effect, which follows its
/// size.
@preconcurrency @MainActor open class UIVisualEffectView: View {
    /// The effect, as UIVisualEffectView's `effect` (nil for none: nothing is drawn).
    open var effect: UIVisualEffect?
    /// The view to add content to, as UIVisualEffectView's `contentView`: it fills the bounds and
    /// resizes with them.
    public let contentView: View

    /// An effect view with `effect`, as `UIVisualEffectView(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = View()
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view without an effect, with a frame.
    public override convenience init(frame: Rect = .zero) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// "UIVisualEffectView".
    open override var segueTypeName: String { "UIVisualEffectView" }

    /// Fills the bounds with the effect's tint.
    open override func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {
        guard let tint = effect?.tint, tint.a > 0 else { return }
        let bounds = presentation.bounds
        let radius = presentation.cornerRadius
        let color = alpha >= 1 ? tint : tint.multipliedAlpha(alpha)
        let shape: Shape = radius > 0 ? .roundedRect(bounds, cornerRadius: radius) : .rect(bounds)
        context.builder.fill(shape, transform: transform, color: color)
    }
}
