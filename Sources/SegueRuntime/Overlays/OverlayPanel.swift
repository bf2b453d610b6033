import SegueCore

/// Where the window puts an overlay panel, 10 points in from the window's edges.
public enum OverlayPlacement: Equatable, Sendable {
    /// The top left corner.
    case topLeading
    /// The top right corner.
    case topTrailing
    /// The bottom left corner.
    case bottomLeading
    /// The bottom right corner.
    case bottomTrailing
    /// The middle of the top edge.
    case top
    /// The middle of the bottom edge.
    case bottom
    /// The middle of the window.
    case center
    /// The whole height of the right edge, with no margin (the inspector).
    case trailingColumn
}

/// A panel drawn over the scene, in the window's overlay: the inspector, the frame meter, the help
/// card and the motion lab are panels, and an app adds its own with `SceneContent.overlayPanels`.
/// Its `toggleKey` shows and hides it (listed in the help card); while shown the window lays its
/// `view` out at its `placement` and calls `refresh(in:)` before every frame it draws, and every
/// host (headless too) calls `sceneDidUpdate(_:)` after every frame. While shown it may take keys
/// (`handle(_:in:)`, before the app's keys and the built-in commands) and, in the window, presses
/// of the mouse that land on it (`handlePointer(_:at:in:)`). Scripts reach it with `key NAME`;
/// headless it is switched and runs, but is not drawn.
///
/// Every requirement but `title` and `view` has a default; `TextOverlayPanel` is a ready panel of
/// text lines.
@preconcurrency @MainActor public protocol OverlayPanel: AnyObject {
    /// The panel's name, as the help card lists it ("Inspector").
    var title: String { get }
    /// The view drawn over the scene while the panel is shown. It is never hit-tested by the
    /// scene: clicks outside a panel that takes pointers reach the screens underneath.
    var view: View { get }
    /// The key that shows and hides the panel; nil (the default) when only code switches it
    /// (`SceneControls.setShown(_:_:in:)`).
    var toggleKey: KeyPress? { get }
    /// The help card's line for `toggleKey` (the default: the title).
    var help: String { get }
    /// Where the window puts the panel (the default: top left).
    var placement: OverlayPlacement { get }
    /// The panel's size in a window with `available` points inside its margins (the default:
    /// 300 points wide, 200 high, cut to what is available).
    func size(fitting available: Size) -> Size
    /// Fills the view for the frame about to be drawn (window only, while shown). The default does
    /// nothing.
    func refresh(in scene: AppScene)
    /// Called after every frame of the scene while shown, by every host. The default does nothing.
    func sceneDidUpdate(_ scene: AppScene)
    /// The panel was shown or hidden (by its key, a script or code). The default does nothing.
    func visibilityDidChange(_ isShown: Bool, in scene: AppScene)
    /// The keys the panel takes while shown, with their help (the help card lists them under the
    /// panel). The default: none.
    var keys: [(press: KeyPress, help: String)] { get }
    /// A key pressed while the panel is shown: true when the panel took it. The default takes
    /// nothing.
    func handle(_ press: KeyPress, in scene: AppScene) -> Bool
    /// The mouse, in the window, while the panel is shown, as the scene's `PointerEvent`s with
    /// locations in the panel view's coordinates: a press inside the view, then the moves and the
    /// release that follow it when the panel took the press (`cancelled` when the mouse leaves the
    /// window or it loses focus first). True takes it (the scene then never sees the press). The
    /// default takes nothing.
    func handlePointer(_ event: PointerEvent, in scene: AppScene) -> Bool
}

extension OverlayPanel {
    /// None.
    public var toggleKey: KeyPress? { nil }
    /// The title.
    public var help: String { title }
    /// The top left corner.
    public var placement: OverlayPlacement { .topLeading }
    /// 300 by 200 points, cut to `available`.
    public func size(fitting available: Size) -> Size {
        Size(width: min(300, available.width), height: min(200, available.height))
    }
    /// Nothing.
    public func refresh(in scene: AppScene) {}
    /// Nothing.
    public func sceneDidUpdate(_ scene: AppScene) {}
    /// Nothing.
    public func visibilityDidChange(_ isShown: Bool, in scene: AppScene) {}
    /// None.
    public var keys: [(press: KeyPress, help: String)] { [] }
    /// Takes nothing.
    public func handle(_ press: KeyPress, in scene: AppScene) -> Bool { false }
    /// Takes nothing.
    public func handlePointer(_ event: PointerEvent, in scene: AppScene) -> Bool { false }
}

/// A panel of text lines on a dark card, for an app's own overlays: subclass it and override
/// `lines(for:)`, or give it a closure. Lines wider than the card end in an ellipsis.
///
/// ```swift
/// let counter = TextOverlayPanel(title: "Counts", toggleKey: KeyPress("c")) { scene in
///     ["screens: \(scene.navigationTitles.count)", "modals: \(scene.modalTitles.count)"]
/// }
/// ```
@preconcurrency @MainActor open class TextOverlayPanel: OverlayPanel {
    /// The panel's name, also its first line.
    public let title: String
    /// The key that shows and hides it.
    public let toggleKey: KeyPress?
    /// Where the window puts it.
    public var placement: OverlayPlacement
    /// The card.
    public let view: View
    /// The height of a line, in points.
    public static let lineHeight = 16.0
    /// The text size.
    public static let fontSize = 12.0
    /// The card's width when the window has room.
    public var width = 260.0
    private let makeLines: ((AppScene) -> [String])?
    private var labels: [Label] = []
    private var lineCount = 0

    /// Creates a panel whose lines come from `lines` (or from `lines(for:)` in a subclass).
    public init(
        title: String, toggleKey: KeyPress?, placement: OverlayPlacement = .topLeading,
        lines: ((AppScene) -> [String])? = nil
    ) {
        self.title = title
        self.toggleKey = toggleKey
        self.placement = placement
        makeLines = lines
        view = View()
        view.backgroundColor = Color(r: 20, g: 22, b: 28, a: 215)
        view.cornerRadius = 8
        view.isUserInteractionEnabled = false
        view.accessibilityTitle = title
    }

    /// The lines under the title, for the scene as it is now. The default asks the closure given
    /// to the initialiser (none without one).
    open func lines(for scene: AppScene) -> [String] {
        makeLines?(scene) ?? []
    }

    /// As wide as `width` allows, one line a row under the title.
    open func size(fitting available: Size) -> Size {
        let rows = Double(max(lineCount, 1) + 1)
        return Size(width: min(width, available.width), height: min(rows * Self.lineHeight + 16, available.height))
    }

    /// Shows the title and the lines, reusing one label a row.
    open func refresh(in scene: AppScene) {
        let text = [title] + lines(for: scene)
        lineCount = text.count - 1
        while labels.count < text.count {
            let label = Label(text: "", fontSize: Self.fontSize, textColor: .white)
            label.textAlignment = .left
            labels.append(label)
            view.addSubview(label)
        }
        let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
        let width = max(view.bounds.width - 16, 0)
        for (index, label) in labels.enumerated() {
            guard index < text.count else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            label.textColor = index == 0 ? Color(r: 255, g: 214, b: 10) : .white
            label.text = LineFitter.truncate(text[index], width: width) {
                measurer.measure($0, fontSize: Self.fontSize).width
            }
            label.frame = Rect(x: 8, y: 8 + Double(index) * Self.lineHeight, width: width, height: Self.lineHeight)
        }
    }
}
