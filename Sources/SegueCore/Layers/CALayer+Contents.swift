import Foundation

/// Where a layer's contents go in its bounds, as Core Animation's `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's string.
    public let rawValue: String
    /// Creates a gravity from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping the aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio, centred.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// At its own size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its own size, against the top edge (UIKit's y-down top).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its own size, against the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its own size, against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its own size, against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its own size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its own size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its own size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its own size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// The view content mode that places an image the same way.
    var contentMode: View.ContentMode {
        switch self {
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        default: .scaleToFill
        }
    }
}

extension CALayer {
    /// The layer's image, as Core Animation's `contents`: a `CGImage` (`UIImage.cgImage`) is
    /// drawn over the background and under the sublayers, placed by `contentsGravity`; anything
    /// else is kept and draws nothing. Set at once (not animated).
    public var contents: Any? {
        get { node.decorations?.contentsObject }
        set {
            guard newValue != nil || node.decorations != nil else { return }
            let decorations = node.decorationsForWriting
            decorations.contentsObject = newValue
            decorations.contents = (newValue as? CGImage)?.bitmap
        }
    }

    /// Where the contents go in the bounds (`.resize`, stretched, by default).
    public var contentsGravity: CALayerContentsGravity {
        get { node.decorations?.contentsGravity ?? .resize }
        set { node.decorationsForWriting.contentsGravity = newValue }
    }

    /// Pixels per point of the contents (1 by default): a gravity that keeps the contents' own
    /// size shows `width / contentsScale` points.
    public var contentsScale: CGFloat {
        get { node.decorations?.contentsScale ?? 1 }
        set { node.decorationsForWriting.contentsScale = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// The part of the contents drawn, in unit coordinates ((0, 0, 1, 1), all of it, by default).
    public var contentsRect: CGRect {
        get { node.decorations?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { node.decorationsForWriting.contentsRect = newValue }
    }
}

extension View {
    /// Draws a layer's contents: the part `contentsRect` of the image, placed in the bounds by
    /// the gravity, clipped to that place (and to the bounds, rounded, with `masksToBounds`).
    func drawContents(
        _ bitmap: Bitmap, _ decorations: LayerDecorations, builder: RenderListBuilder, transform: Transform3D,
        alpha: Double
    ) {
        let bounds = presentation.bounds
        let part = decorations.contentsRect
        guard part.width > 0, part.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let scale = decorations.contentsScale
        let size = Size(
            width: Double(bitmap.width) / scale * part.width, height: Double(bitmap.height) / scale * part.height)
        let place = ImageView.imageRect(for: decorations.contentsGravity.contentMode, imageSize: size, in: bounds)
        let whole = part == Rect(x: 0, y: 0, width: 1, height: 1)
        let full = Rect(
            x: place.minX - part.minX / part.width * place.width,
            y: place.minY - part.minY / part.height * place.height,
            width: place.width / part.width, height: place.height / part.height)
        var stencils = 0
        if clipsToBounds {
            let radius = presentation.cornerRadius
            builder.pushStencil(
                radius > 0 ? .roundedRect(bounds, cornerRadius: radius) : .rect(bounds), transform: transform)
            stencils += 1
        }
        if !whole {
            builder.pushStencil(.rect(place), transform: transform)
            stencils += 1
        }
        builder.image(bitmap, in: full, transform: transform, alpha: alpha)
        for _ in 0..<stencils { builder.popStencil() }
    }
}
