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

    /// An image of `bitmap`'s pixels shown at `scale` pixels per point (at least a tiny
    /// positive scale; 1 for a non-finite one).
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The size in points, as UIImage's `size`: the pixel size divided by `scale`.
    public var size: Size {
        Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }
}
