import Segue

/// "Layout", the sheet Settings presents (a `DetentSheetPresentationController`: it rises to
/// medium, undimmed, and a drag moves it to large and back, or down to dismiss). It chooses the
/// grid's columns (a segmented row: "2 columns", "3 columns", "4 columns") and whether cards show
/// their titles ("Titles: On" / "Titles: Off"), and previews the grid below, which shows more of
/// itself at large. Done dismisses it.
final class LayoutSheet: Screen {
    private let heading = Screen.label("Layout", size: 20, alignment: .center)
    private let done = Screen.barButton("Done")
    private let track = View()
    private let segments = [2, 3, 4].map { Button(title: "\($0) columns") }
    private let titles = Button(title: "")
    private let previewHeading = Screen.label("PREVIEW", size: 13, color: Palette.secondaryText)
    private let tiles = Photo.library.map { PhotoArtwork(photo: $0) }

    init(scene: PhotoGridScene?) {
        super.init(title: "Layout", backgroundColor: .white, scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        done.addAction(for: .touchUpInside) { [unowned self] _ in self.dismiss(animated: true) }
        track.backgroundColor = Palette.groupedBackground
        track.layer.cornerRadius = 9
        view.addSubview(heading)
        view.addSubview(done)
        view.addSubview(track)
        for (segment, columns) in zip(segments, [2, 3, 4]) {
            segment.titleLabel.fontSize = 15
            segment.layer.cornerRadius = 7
            segment.setTitleColor(.black, for: .normal)
            segment.setBackgroundColor(.clear, for: .normal)
            segment.setBackgroundColor(.white, for: .selected)
            segment.setBackgroundColor(Palette.pressed, for: .highlighted)
            segment.addAction(for: .touchUpInside) { [unowned self] _ in self.scene?.columns = columns }
            view.addSubview(segment)
        }
        titles.titleLabel.fontSize = 17
        titles.layer.cornerRadius = 10
        titles.setTitleColor(.black, for: .normal)
        titles.setBackgroundColor(Palette.groupedBackground, for: .normal)
        titles.setBackgroundColor(Palette.pressed, for: .highlighted)
        titles.addAction(for: .touchUpInside) { [unowned self] _ in
            guard let scene = self.scene else { return }
            scene.showsTitles.toggle()
        }
        view.addSubview(titles)
        view.addSubview(previewHeading)
        for tile in tiles {
            tile.layer.cornerRadius = 5
            view.addSubview(tile)
        }
        settingsDidChange()
    }

    /// Marks the chosen column count and shows the titles' setting.
    func settingsDidChange() {
        guard isViewLoaded, let scene else { return }
        for (segment, columns) in zip(segments, [2, 3, 4]) { segment.isSelected = columns == scene.columns }
        titles.setTitle(scene.showsTitles ? "Titles: On" : "Titles: Off", for: .normal)
        view.setNeedsLayout()
    }

    /// Done and the heading on top, then the controls, then the preview in the room that is left
    /// (the card is taller at large).
    override func layout(in bounds: Rect) {
        let margin = 16.0
        let width = max(bounds.width - 2 * margin, 1)
        heading.frame = Rect(x: bounds.width * 0.25, y: 18, width: bounds.width * 0.5, height: 32)
        done.sizeToFit()
        done.frame = Rect(
            x: bounds.width - done.bounds.width - 8, y: 14, width: done.bounds.width, height: 40)
        track.frame = Rect(x: margin, y: 66, width: width, height: 38)
        let segmentWidth = (width - 4) / Double(segments.count)
        for (i, segment) in segments.enumerated() {
            segment.frame = Rect(
                x: margin + 2 + Double(i) * segmentWidth, y: track.frame.minY + 2, width: segmentWidth, height: 34)
        }
        titles.frame = Rect(x: margin, y: track.frame.maxY + 14, width: width, height: 44)
        previewHeading.frame = Rect(x: margin + 4, y: titles.frame.maxY + 18, width: width, height: 18)

        let columns = scene?.columns ?? 3
        let rows = (tiles.count + columns - 1) / columns
        let gap = 6.0
        let top = previewHeading.frame.maxY + 8
        let tileWidth = (width - gap * Double(columns - 1)) / Double(columns)
        let room = bounds.height - margin - top - gap * Double(rows - 1)
        let tileHeight = max(min(tileWidth * 1.15, room / Double(rows)), 0)
        for (i, tile) in tiles.enumerated() {
            tile.isHidden = tileHeight < 6
            tile.frame = Rect(
                x: margin + Double(i % columns) * (tileWidth + gap), y: top + Double(i / columns) * (tileHeight + gap),
                width: tileWidth, height: tileHeight)
        }
    }
}
