import Segue

/// "Settings", pushed from the Library's toolbar: a grouped list. Grid > Layout presents the
/// Layout sheet (medium and large detents) and shows what it chose; Transitions shows the style
/// the app's pushes, pops and modals move in and its duration (what `--style` and `tune` set);
/// About presents the About screen in that style.
final class SettingsScreen: Screen {
    private let layoutRow = SettingsRow(title: "Layout", isTappable: true)
    private let styleRow = SettingsRow(title: "Style", isTappable: false)
    private let durationRow = SettingsRow(title: "Duration", isTappable: false)
    private let aboutRow = SettingsRow(title: "About PhotoGrid", isTappable: true)
    private lazy var groups = [
        SettingsGroup(heading: "Grid", rows: [layoutRow]),
        SettingsGroup(heading: "Transitions", rows: [styleRow, durationRow]),
        SettingsGroup(heading: "Help", rows: [aboutRow]),
    ]
    private let footnote = Screen.label(
        "Photos always zoom; the rest moves in the style.", size: 13, color: Palette.secondaryText,
        alignment: .center)

    init(scene: PhotoGridScene?) {
        super.init(title: "Settings", backgroundColor: Palette.groupedBackground, scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        layoutRow.addAction(for: .touchUpInside) { [unowned self] _ in self.scene?.presentLayoutSheet(from: self) }
        aboutRow.addAction(for: .touchUpInside) { [unowned self] _ in
            self.scene?.presentAbout(from: self, source: self.aboutRow)
        }
        for group in groups { view.addSubview(group) }
        view.addSubview(footnote)
        settingsDidChange()
    }

    override func viewWillAppear(_ animated: Bool) {
        settingsDidChange()
    }

    /// Shows the grid's layout and the transition style as they are now.
    func settingsDidChange() {
        guard let scene, isViewLoaded else { return }
        layoutRow.detail = "\(scene.columns) columns" + (scene.showsTitles ? ", titles" : "")
        let style = scene.styleDelegate.style
        styleRow.detail = style.name
        let push = style.animator(for: .push, tuning: scene.styleDelegate.tuning)
        durationRow.detail = "\(Self.seconds(push.transitionDuration(using: nil))) s"
    }

    /// Seconds with up to two decimals: 0.45, 1, 0.5.
    private static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var text = "\(hundredths / 100)." + String("\(100 + hundredths % 100)".dropFirst())
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    override func layout(in bounds: Rect) {
        var y = 24.0
        for group in groups {
            group.frame = Rect(x: 16, y: y, width: max(bounds.width - 32, 1), height: group.preferredHeight)
            y = group.frame.maxY + 28
        }
        footnote.frame = Rect(x: 20, y: y - 12, width: max(bounds.width - 40, 1), height: 20)
    }
}
