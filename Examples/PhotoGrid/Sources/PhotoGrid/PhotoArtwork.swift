import Foundation
import Segue

/// A photo's picture, drawn with views instead of an image file: the sky, a sun, a far mountain
/// (a triangle mask) and a near hill (an ellipse mask), laid out in proportion to the bounds, so
/// the same picture serves as a small card on the grid and as the large picture of the detail.
/// It takes no touches (its card does).
final class PhotoArtwork: View {
    private let sun = View()
    private let far = View()
    private let near = View()
    private var laidOutSize = Size.zero

    init(photo: Photo) {
        super.init()
        backgroundColor = photo.sky
        clipsToBounds = true
        isUserInteractionEnabled = false
        sun.backgroundColor = photo.sun
        far.backgroundColor = photo.far
        near.backgroundColor = photo.near
        for part in [sun, far, near] { addSubview(part) }
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    /// The picture's type in the inspector and the state JSON.
    override var segueTypeName: String { "PhotoArtwork" }

    /// Places the sun, the mountain and the hill for the bounds (only when the size changed).
    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        guard size != laidOutSize else { return }
        laidOutSize = size
        let w = size.width
        let h = size.height
        let whole = Rect(origin: .zero, size: size)
        let radius = min(w, h) * 0.12
        sun.frame = Rect(x: w * 0.68 - radius, y: h * 0.3 - radius, width: 2 * radius, height: 2 * radius)
        sun.layer.cornerRadius = radius
        far.frame = whole
        far.maskShape = .polygon([
            Point(x: -w * 0.15, y: h), Point(x: w * 0.38, y: h * 0.36), Point(x: w * 0.95, y: h),
        ])
        near.frame = whole
        near.maskShape = .ellipse(Rect(x: -w * 0.3, y: h * 0.66, width: w * 1.6, height: h * 0.9))
    }
}
