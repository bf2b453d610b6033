import Segue

/// The app: makes one `PhotoGridScene` for the window or a headless run.
final class PhotoGridApplication: SegueApplicationDelegate {
    func makeSceneContent() -> SceneContent { PhotoGridScene() }
}

/// What the app shows and how it moves: the Library in a navigation controller, the settings the
/// Layout sheet changes, and the transitions. A `TransitionStyleDelegate` (in the lift unless
/// `--style` or the `style` script command chose another) hands out the animators, so the tuning,
/// reduce motion and the motion lab reach them too; photos always zoom (`PhotoTransitions`); the
/// Layout sheet always presents with detents. A drag on a photo that arrived by zoom zooms it back.
final class PhotoGridScene: StyledSceneContent {
    /// The style of the pushes, pops and modals other than the photos' zoom and the sheet.
    let styleDelegate = TransitionStyleDelegate(style: .lift)
    /// The Layout sheet's transitions: the sheet with detents, whatever the style.
    private let sheetDelegate = TransitionStyleDelegate(style: .detents)
    /// The navigation controller's delegate (it holds its delegate weakly, as UIKit's does).
    private let transitions: PhotoTransitions
    let navigation: NavigationController
    private let library: LibraryScreen
    private var zoomDrag: ZoomDragDriver?
    private weak var scene: AppScene?

    /// The grid's columns: 2, 3 or 4 (the Layout sheet).
    var columns = 3 {
        didSet { settingsDidChange() }
    }
    /// Whether the cards show their titles (the Layout sheet).
    var showsTitles = true {
        didSet { settingsDidChange() }
    }
    /// The panel key N shows: the grid's layout and the screens in front.
    lazy var layoutPanel = TextOverlayPanel(title: "Library", toggleKey: KeyPress("n"), placement: .topTrailing) {
        [unowned self] scene in
        [
            "\(Photo.library.count) photos, \(columns) columns, titles \(showsTitles ? "on" : "off")",
            "stack: \(scene.navigationTitles.joined(separator: " > "))",
            "style: \(styleDelegate.style.name)",
        ]
    }

    init() {
        library = LibraryScreen(scene: nil)
        navigation = NavigationController(rootViewController: library)
        transitions = PhotoTransitions(styleDelegate: styleDelegate)
        navigation.delegate = transitions
        library.scene = self
    }

    var rootViewController: ViewController { navigation }

    /// Listens for drags that zoom a photo back.
    func sceneDidLoad(_ scene: AppScene) {
        self.scene = scene
        zoomDrag = ZoomDragDriver(
            window: scene.window, canStart: { [unowned self] in self.canZoomBack },
            start: { [unowned self] interaction in self.zoomBack(with: interaction) })
    }

    /// Reduce motion, for the sheet's transitions as for the others.
    var reduceMotion: Bool {
        get { styleDelegate.reduceMotion }
        set {
            styleDelegate.reduceMotion = newValue
            sheetDelegate.reduceMotion = newValue
        }
    }

    /// The tuning, for the sheet's settle (`detents.response`) as for the others.
    var motionTuning: MotionTuning {
        get { styleDelegate.tuning }
        set {
            styleDelegate.tuning = newValue
            sheetDelegate.tuning = newValue
        }
    }

    /// For `filmstrip`, `gif` and recordings: push pushes Settings and present presents About,
    /// both in the current style; pop and dismiss take the top screen or modal away.
    func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
        switch operation {
        case .push:
            showSettings(from: nil)
        case .present:
            presentAbout(from: scene.window.frontViewController ?? navigation, source: nil)
        case .pop, .dismiss:
            try scene.startDefaultTransition(operation)
        }
    }

    // MARK: Moving between screens

    /// Zooms a photo's detail out of its card; it zooms back into whichever card shows the
    /// photo when it leaves.
    func open(_ photo: Photo, from library: LibraryScreen) {
        let detail = PhotoDetailScreen(photo: photo, scene: self)
        detail.zoomSourceProvider = { [weak library] in library?.card(for: photo) }
        navigation.pushViewController(detail, animated: true)
    }

    /// Pushes Settings (under the zoom style, out of `source`).
    func showSettings(from source: View?) {
        let settings = SettingsScreen(scene: self)
        settings.zoomSourceProvider = source.map { source in { [weak source] in source } }
        navigation.pushViewController(settings, animated: true)
    }

    /// Presents the Layout sheet from Settings, at medium.
    func presentLayoutSheet(from settings: SettingsScreen) {
        let sheet = LayoutSheet(scene: self)
        sheetDelegate.prepare(sheet)
        settings.present(sheet, animated: true)
    }

    /// Presents About in the current style (under the zoom style, out of `source`).
    func presentAbout(from presenter: ViewController, source: View?) {
        let about = AboutScreen(scene: self)
        about.zoomSourceProvider = source.map { source in { [weak source] in source } }
        styleDelegate.prepare(about)
        presenter.present(about, animated: true)
    }

    /// True when the front screen arrived by zoom and a drag may zoom it back now.
    private var canZoomBack: Bool {
        guard let window = scene?.window, !reduceMotion, let front = window.frontViewController,
            front.arrivedByZoom
        else { return false }
        return !window.presentations.isEmpty || navigation.viewControllers.count > 1
    }

    /// Starts zooming the front screen back (dismiss or pop) under a finger.
    private func zoomBack(with interaction: ZoomInteractiveTransition) -> Bool {
        if let modal = scene?.window.presentations.last?.presented {
            return modal.dismiss(interaction: interaction)
        }
        return navigation.popViewController(interaction: interaction)
    }

    /// Every screen that shows the settings shows them anew.
    private func settingsDidChange() {
        library.settingsDidChange()
        for controller in navigation.viewControllers {
            (controller as? SettingsScreen)?.settingsDidChange()
        }
        for presentation in scene?.window.presentations ?? [] {
            (presentation.presented as? LayoutSheet)?.settingsDidChange()
        }
    }
}
