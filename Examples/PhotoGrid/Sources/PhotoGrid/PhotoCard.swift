import Foundation
import Segue

/// A photo on the grid: a rounded card showing the photo's picture with its name on a dark band
/// along the bottom. It is a button titled with the name (so `click Dunes` works in scripts and
/// Tab reaches it); pressed, the picture dims a little. Its `transitionID` is the photo's, the
/// same as the detail's picture, so the card's content flies into the detail and back.
final class PhotoCard: Button {
    let photo: Photo
    private let artwork: PhotoArtwork
    private let band = View()

    /// Whether the name shows on the card (Settings > Layout > Titles).
    var showsTitle = true {
        didSet {
            band.isHidden = !showsTitle
            titleLabel.isHidden = !showsTitle
        }
    }

    init(photo: Photo) {
        self.photo = photo
        artwork = PhotoArtwork(photo: photo)
        super.init(title: photo.name)
        transitionID = photo.transitionID
        layer.cornerRadius = 12
        clipsToBounds = true
        titleLabel.fontSize = 15
        titleLabel.textAlignment = .left
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.6
        setTitleColor(.white, for: .normal)
        setTitleColor(.white, for: .highlighted)
        band.backgroundColor = Color(r: 0, g: 0, b: 0, a: 80)
        band.isUserInteractionEnabled = false
        // Under the title, which the button added first.
        insertSubview(artwork, at: 0)
        insertSubview(band, aboveSubview: artwork)
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    /// The card's type in the inspector and the state JSON.
    override var segueTypeName: String { "PhotoCard" }

    /// The picture fills the card; the name sits on the band at the bottom.
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        artwork.frame = b
        let bandHeight = min(30, b.height * 0.3)
        band.frame = Rect(x: 0, y: b.height - bandHeight, width: b.width, height: bandHeight)
        titleLabel.fontSize = min(15, bandHeight * 0.55)
        titleLabel.frame = Rect(x: 10, y: band.frame.minY, width: max(b.width - 20, 1), height: bandHeight)
    }

    /// Dims the picture while pressed.
    override func stateDidChange() {
        super.stateDidChange()
        artwork.alpha = isHighlighted ? 0.7 : 1
    }
}
