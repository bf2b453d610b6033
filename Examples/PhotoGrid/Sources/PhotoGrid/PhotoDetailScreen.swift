import Segue

/// A photo on its own, titled with its name: the picture across the top (sharing the card's
/// `transitionID`, so the card's content flies into it), then the name, the place and the date.
/// It arrives by zoom out of its card; a drag down or sideways anywhere zooms it back, as does the
/// back button or a swipe from the left edge.
final class PhotoDetailScreen: Screen {
    let photo: Photo
    private let picture: PhotoArtwork
    private let name: Label
    private let place: Label
    private let details: Label
    private let hint = Screen.label(
        "Drag down to zoom back to the grid", size: 13, color: Palette.secondaryText, alignment: .center)

    init(photo: Photo, scene: PhotoGridScene?) {
        self.photo = photo
        picture = PhotoArtwork(photo: photo)
        name = Screen.label(photo.name, size: 28)
        place = Screen.label(photo.place, size: 17)
        details = Screen.label("\(photo.date) · 4032 × 3024", size: 15, color: Palette.secondaryText)
        super.init(title: photo.name, backgroundColor: .white, scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        picture.transitionID = photo.transitionID
        picture.accessibilityTitle = "Picture"
        for part in [picture, name, place, details, hint] { view.addSubview(part) }
    }

    override func layout(in bounds: Rect) {
        // As tall for its width as a card on the three-column grid, so the card's content and the
        // picture's line up while one cross-fades into the other.
        let height = min(bounds.width * LibraryScreen.cardAspect, bounds.height * 0.6)
        picture.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        let width = max(bounds.width - 40, 1)
        name.frame = Rect(x: 20, y: height + 16, width: width, height: 36)
        place.frame = Rect(x: 20, y: name.frame.maxY + 4, width: width, height: 24)
        details.frame = Rect(x: 20, y: place.frame.maxY + 2, width: width, height: 22)
        hint.frame = Rect(x: 20, y: max(details.frame.maxY + 16, bounds.height - 48), width: width, height: 20)
    }
}
