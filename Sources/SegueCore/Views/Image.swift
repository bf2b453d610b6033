import Foundation

/// An image, as UIKit's `UIImage`: decoded pixels (`bitmap`, decoded once when the image is
/// made) and the scale they are shown at. Immutable: views drawing it share its pixels, and a
/// backend keeps one texture of them.
///
/// `Image(named:)`, `Image(contentsOfFile:)` and `Image(data:)` (PNG and the other formats
/// SDL_image reads) come with the app runtime (`import Segue` or `import UIKit`); this module
/// makes images from pixels.
@preconcurrency @MainActor open class Image: @unchecked Sendable {
    /// The decoded pixels.
    public let bitmap: Bitmap
    /// Pixels per point, as UIImage's `scale` (2 for an `@2x` file).
    public let scale: CGFloat
    /// How the image is drawn, as UIImage's `renderingMode` (`.automatic` for a new image).
    public let renderingMode: RenderingMode

    /// An image of `bitmap`'s pixels shown at `scale` pixels per point (at least a tiny
    /// positive scale; 1 for a non-finite one).
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        renderingMode = .automatic
    }

    /// The same pixels with another rendering mode.
    init(bitmap: Bitmap, scale: CGFloat, renderingMode: RenderingMode) {
        self.bitmap = bitmap
        self.scale = scale
        self.renderingMode = renderingMode
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode` (with its raw values).
    nonisolated public enum RenderingMode: Int, Sendable {
        /// As the place that draws it chooses: an image view draws it as it is.
        case automatic = 0
        /// As it is, in its own colours.
        case alwaysOriginal = 1
        /// As a template: its alpha channel alone, filled with the tint colour of the view that
        /// draws it (`UIImageView` draws it in its `tintColor`).
        case alwaysTemplate = 2
    }

    /// The image with another rendering mode, sharing its pixels, as UIImage's
    /// `withRenderingMode(_:)` (the image itself when the mode is its own).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        renderingMode == self.renderingMode
            ? self : Image(bitmap: bitmap, scale: scale, renderingMode: renderingMode)
    }

    /// The pixels of a template image in `tint`: every pixel the tint's colour, at the tint's
    /// alpha times its own. Kept for the last tint asked, so a frame that draws it again
    /// allocates nothing.
    func templateBitmap(tint: Color) -> Bitmap {
        if let cached = templateCache, cached.tint == tint { return cached.bitmap }
        let source = bitmap.rgba
        var rgba = [UInt8](repeating: 0, count: source.count)
        for i in stride(from: 0, to: source.count, by: 4) {
            rgba[i] = tint.r
            rgba[i + 1] = tint.g
            rgba[i + 2] = tint.b
            rgba[i + 3] = UInt8((UInt32(source[i + 3]) * UInt32(tint.a) + 127) / 255)
        }
        let made = Bitmap(width: bitmap.width, height: bitmap.height, rgba: rgba) ?? bitmap
        templateCache = (tint, made)
        return made
    }

    /// The template pixels of the last tint drawn.
    private var templateCache: (tint: Color, bitmap: Bitmap)?

    /// The size in points, as UIImage's `size`: the pixel size divided by `scale`.
    public var size: Size {
        Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }
}
