import Foundation

extension Image {
    /// The image's pixels as a Core Graphics image, as UIImage's `cgImage` (what
    /// `CALayer.contents` takes); it shares the image's decoded pixels.
    public var cgImage: CGImage? {
        let image = CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba)
        image?.renderCache = bitmap
        return image
    }

    /// An image of a Core Graphics image's pixels at `scale` pixels per point, as UIImage's
    /// `init(cgImage:scale:orientation:)` (the orientation is taken as `.up`).
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(bitmap: cgImage.bitmap ?? Image.emptyBitmap, scale: scale)
    }

    /// One transparent pixel, for an image whose pixels cannot be drawn.
    static let emptyBitmap = Bitmap(width: 1, height: 1, rgba: [0, 0, 0, 0])!
}

extension CGImage {
    /// The pixels as the render list draws them, made once and kept.
    var bitmap: Bitmap? {
        if let cached = renderCache as? Bitmap { return cached }
        let bitmap = Bitmap(width: width, height: height, rgba: rgba)
        renderCache = bitmap
        return bitmap
    }
}
