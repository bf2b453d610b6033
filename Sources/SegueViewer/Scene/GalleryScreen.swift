import Segue

/// The "Gallery": twelve rounded, coloured cards ("Card 1" ... "Card 12") in a three-column grid.
/// A card is a button; tapping it pushes its "Detail N" screen, whose header shares the card's
/// `transitionID`, so the card morphs into the header (and the zoom style zooms out of the card).
final class GalleryScreen: ScreenController {
    /// The number of cards.
    static let cardCount = 12
    /// The cards, "Card 1" first.
    private(set) var cards: [Button] = []

    init(scene: ViewerScene?) {
        super.init(title: "Gallery", color: Palette.home, caption: "Tap a card", scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        for number in 1...GalleryScreen.cardCount {
            let card = Button(title: "Card \(number)")
            card.transitionID = GalleryScreen.transitionID(ofCard: number)
            card.cornerRadius = 14
            card.titleLabel.fontSize = 17
            Self.fitsWidth(card.titleLabel)
            card.setTitleColor(.white, for: .normal)
            card.setTitleColor(Color(r: 255, g: 255, b: 255, a: 180), for: .highlighted)
            card.setBackgroundColor(Palette.card(number), for: .normal)
            card.addAction(for: .touchUpInside) { [weak self] _ in self?.open(card: number) }
            cards.append(card)
            view.addSubview(card)
        }
    }

    /// The shared-element identity of a card and of its detail screen's header.
    static func transitionID(ofCard number: Int) -> String { "card-\(number)" }

    /// The card with a number (1-based), if it exists.
    func card(_ number: Int) -> Button? {
        guard isViewLoaded, number >= 1, number <= cards.count else { return nil }
        return cards[number - 1]
    }

    private func open(card number: Int) {
        scene?.showDetail(card: number, from: self)
    }

    /// Lays the cards out in three columns below the caption.
    override func layoutHeader(in bounds: Rect, top: Double) -> Double {
        let columns = 3
        let gap = min(12.0, bounds.width / 30)
        let margin = min(20.0, bounds.width / 19)
        let width = max((bounds.width - 2 * margin - gap * Double(columns - 1)) / Double(columns), 1)
        let rows = (cards.count + columns - 1) / columns
        let available = bounds.height - top - margin - gap * Double(rows - 1)
        // At least a line of text high: below that the screen shrinks as a whole (`fitLayout`).
        let height = max(min(width * 1.25, available / Double(rows)), 24 * metricsScale)
        for (i, card) in cards.enumerated() {
            let row = Double(i / columns)
            let column = Double(i % columns)
            card.titleLabel.fontSize = min(17, height * 0.6)
            card.frame = Rect(
                x: margin + column * (width + gap), y: top + row * (height + gap), width: width, height: height)
        }
        return top + Double(rows) * (height + gap)
    }
}
