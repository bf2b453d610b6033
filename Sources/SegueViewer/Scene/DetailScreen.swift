import Segue

/// "Detail N", pushed from the Gallery's card N: a large header in the card's colour with the
/// card's title (sharing the card's `transitionID`), a few lines of text and a Close button
/// that pops.
final class DetailScreen: ScreenController {
    /// The card this screen shows.
    let cardNumber: Int
    /// The coloured header at the top.
    let header = View()
    private let headerTitle: Label
    private let bodyLines: [Label]

    init(cardNumber: Int, scene: ViewerScene?) {
        self.cardNumber = cardNumber
        headerTitle = Label(text: "Card \(cardNumber)", fontSize: 34, textColor: .white)
        bodyLines = [
            "Card \(cardNumber) grew into this header.",
            "Drag down or sideways to zoom back,",
            "or swipe from the left edge to go back.",
        ].map { Label(text: $0, fontSize: 15, textColor: .black) }
        super.init(
            title: "Detail \(cardNumber)", color: .white, caption: "Shared element: Card \(cardNumber)", scene: scene)
        for label in [headerTitle] + bodyLines { Self.fitsWidth(label) }
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        header.backgroundColor = Palette.card(cardNumber)
        header.transitionID = GalleryScreen.transitionID(ofCard: cardNumber)
        header.accessibilityTitle = "Header"
        header.addSubview(headerTitle)
        view.addSubview(header)
        for line in bodyLines { view.addSubview(line) }
        addButton("Close") { [weak self] in self?.scene?.pop() }
    }

    /// The header on top, the screen's title and caption under it, then the text, then Close.
    override func layout(in bounds: Rect) {
        let k = metricsScale
        let headerHeight = min(240, bounds.height * 0.35)
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        headerTitle.fontSize = 34 * k
        titleLabel.fontSize = 34 * k
        captionLabel.fontSize = 15 * k
        headerTitle.frame = Rect(
            x: 20, y: headerHeight - 64 * k, width: max(bounds.width - 40, 1), height: 48 * k)
        titleLabel.frame = Rect(x: 10, y: headerHeight + 16 * k, width: max(bounds.width - 20, 1), height: 48 * k)
        captionLabel.frame = Rect(x: 10, y: headerHeight + 66 * k, width: max(bounds.width - 20, 1), height: 24 * k)
        var y = headerHeight + 104 * k
        for line in bodyLines {
            line.fontSize = 15 * k
            line.frame = Rect(x: 20, y: y, width: max(bounds.width - 40, 1), height: 22 * k)
            y += 26 * k
        }
        let width = min(260, bounds.width - 40)
        if let close = buttons.first {
            close.titleLabel.fontSize = 18 * k
            close.frame = Rect(
                x: (bounds.width - width) / 2, y: max(y + 20 * k, bounds.height - 120), width: width, height: 48 * k)
        }
    }
}
