import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: the image's pixels are drawn through
/// the render list (a textured quad, as text is), placed in the bounds by `contentMode`. As in
/// UIKit, it takes no touches by default, and an image reaching outside the bounds
/// (`.scaleAspectFill`, `.center`, …) is clipped only when `clipsToBounds` is set.
@preconcurrency @MainActor open class ImageView: View {
    /// The image shown, or nil for none. Setting it leaves the frame as it is (only
    /// `init(image:)` sizes the view to its image), as UIImageView does.
    open var image: Image?

    /// An image view sized to `image` (its size in points at the origin), as UIImageView's
    /// `init(image:)`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view without an image, with a frame, as UIImageView's `init(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// "ImageView".
    open override var segueTypeName: String { "ImageView" }

    /// The image's size in points (`noIntrinsicMetric` along both axes without an image).
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: Size) -> Size {
        image?.size ?? model.bounds.size
    }

    /// Where the image is drawn in `bounds` for `contentMode`: stretched (`.scaleToFill`,
    /// `.redraw`), scaled to fit or to fill keeping its aspect ratio (centred), or at its own
    /// size, centred or against the edges and corners the mode names.
    public static func imageRect(for mode: ContentMode, imageSize size: Size, in bounds: Rect) -> Rect {
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let k = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * k
            let h = size.height * k
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: Double
            let y: Double
            switch mode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch mode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Draws the image's pixels where `contentMode` puts them; with `clipsToBounds`, an image
    /// reaching outside the bounds is cut at them (rounded by the corner radius), as a layer
    /// that masks to its bounds cuts its contents.
    open override func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {
        guard let image else { return }
        let bounds = presentation.bounds
        let rect = ImageView.imageRect(for: contentMode, imageSize: image.size, in: bounds)
        let radius = presentation.cornerRadius
        let clips = clipsToBounds && (radius > 0 || !bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(rect))
        if clips {
            let shape: Shape = radius > 0 ? .roundedRect(bounds, cornerRadius: radius) : .rect(bounds)
            context.builder.pushStencil(shape, transform: transform)
        }
        context.builder.image(image.bitmap, in: rect, transform: transform, alpha: alpha)
        if clips { context.builder.popStencil() }
    }
}
