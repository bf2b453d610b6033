import Segue

/// The root screen, "Library": the photos in a grid of rounded cards (three columns unless the
/// Layout sheet chose two or four) under a "Recents" heading, and a toolbar along the bottom
/// with the number of photos and a Settings button. Tapping a card zooms into its photo.
final class LibraryScreen: Screen {
    private(set) var cards: [PhotoCard] = []
    private let heading = Screen.label("Recents", size: 28)
    private let toolbar = View()
    private let hairline = View()
    private let count = Screen.label("\(Photo.library.count) Photos", size: 13, alignment: .center)
    /// A card's height for its width, where the screen has room for it.
    static let cardAspect = 1.15
    /// Pushes Settings.
    let settingsButton = Screen.barButton("Settings")

    init(scene: PhotoGridScene?) {
        super.init(title: "Library", backgroundColor: .white, scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        view.addSubview(heading)
        for photo in Photo.library {
            let card = PhotoCard(photo: photo)
            card.addAction(for: .touchUpInside) { [unowned self] _ in self.scene?.open(photo, from: self) }
            cards.append(card)
            view.addSubview(card)
        }
        toolbar.backgroundColor = Palette.bar
        toolbar.accessibilityTitle = "Toolbar"
        hairline.backgroundColor = Palette.separator
        count.textColor = Palette.secondaryText
        settingsButton.addAction(for: .touchUpInside) { [unowned self] _ in
            self.scene?.showSettings(from: self.settingsButton)
        }
        for part in [hairline, count, settingsButton] { toolbar.addSubview(part) }
        view.addSubview(toolbar)
    }

    /// The card of a photo, if the grid has it.
    func card(for photo: Photo) -> PhotoCard? {
        cards.first { $0.photo.number == photo.number }
    }

    /// Shows the layout the settings chose.
    func settingsDidChange() {
        guard isViewLoaded else { return }
        for card in cards { card.showsTitle = scene?.showsTitles ?? true }
        view.setNeedsLayout()
    }

    /// The heading, the grid filling the room above the toolbar, and the toolbar.
    override func layout(in bounds: Rect) {
        let margin = 16.0
        let toolbarHeight = 50.0
        heading.frame = Rect(x: margin + 4, y: 8, width: max(bounds.width - 2 * margin, 1), height: 40)
        toolbar.frame = Rect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        count.frame = Rect(x: bounds.width * 0.3, y: 0, width: bounds.width * 0.4, height: toolbarHeight)
        settingsButton.sizeToFit()
        settingsButton.frame = Rect(
            x: bounds.width - settingsButton.bounds.width - 8, y: (toolbarHeight - 40) / 2,
            width: settingsButton.bounds.width, height: 40)

        let columns = scene?.columns ?? 3
        let rows = (cards.count + columns - 1) / columns
        let gap = 10.0
        let top = heading.frame.maxY + 8
        let width = max((bounds.width - 2 * margin - gap * Double(columns - 1)) / Double(columns), 1)
        let room = toolbar.frame.minY - margin - top - gap * Double(rows - 1)
        // Square-ish cards, a little taller than wide, shrunk to fit all the rows above the toolbar.
        let height = max(min(width * Self.cardAspect, room / Double(rows)), 20)
        for (i, card) in cards.enumerated() {
            let row = Double(i / columns)
            let column = Double(i % columns)
            card.frame = Rect(
                x: margin + column * (width + gap), y: top + row * (height + gap), width: width, height: height)
        }
    }
}
