import SegueCore

/// The bar at the top of a navigation controller: the top screen's title in the middle and a
/// back label with the previous screen's title on the left. During a transition the titles
/// cross-fade and the back labels slide, as animations alongside the animator's, so they follow
/// an interactive transition's progress.
public final class NavigationBar: View {
    /// The height of the bar in points.
    public static let height = 56.0
    /// The bar's colour.
    public var barColor: Color {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }
    /// The item on show (title and back label).
    public private(set) var currentItem: NavigationBarItemView?
    /// The item coming in during a transition.
    private var incomingItem: NavigationBarItemView?
    /// Called when the back label is tapped.
    public var onBack: (() -> Void)?

    /// Creates a bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 248, g: 248, b: 248)
        accessibilityTitle = "NavigationBar"
    }

    /// The type's name in the inspector and the state JSON.
    public override var typeName: String { "NavigationBar" }

    /// Shows an item at once.
    public func setItem(title: String, backTitle: String?) {
        currentItem?.removeFromSuperview()
        incomingItem?.removeFromSuperview()
        incomingItem = nil
        let item = NavigationBarItemView(title: title, backTitle: backTitle, bar: self)
        item.frame = bounds
        item.layoutNow()
        addSubview(item)
        currentItem = item
    }

    /// Starts the bar's part of a transition: the new item fades in and its back label slides in
    /// from the side the new screen comes from.
    func beginTransition(title: String, backTitle: String?, forward: Bool, duration: Double, curve: TimingCurve) {
        let old = currentItem
        let item = NavigationBarItemView(title: title, backTitle: backTitle, bar: self)
        item.frame = bounds
        item.layoutNow()
        addSubview(item)
        incomingItem = item
        let shift = bounds.width / 3
        // Titles slide a little as they cross-fade (half the back button's travel), so the two
        // never sit on top of each other at full strength.
        let titleShift = shift / 2
        View.performWithoutAnimation {
            item.alpha = 0
            item.backButton.center.x += forward ? shift : -shift
            item.titleLabel.center.x += forward ? titleShift : -titleShift
        }
        View.animate(withDuration: duration, curve: curve) {
            item.alpha = 1
            item.backButton.center.x -= forward ? shift : -shift
            item.titleLabel.center.x -= forward ? titleShift : -titleShift
            old?.alpha = 0
            old?.backButton.center.x -= forward ? shift : -shift
            old?.titleLabel.center.x -= forward ? titleShift : -titleShift
        }
    }

    /// Ends the bar's part of a transition: keeps the new item when it completed, the old one otherwise.
    func endTransition(completed: Bool) {
        guard let incoming = incomingItem else { return }
        incomingItem = nil
        if completed {
            currentItem?.removeFromSuperview()
            currentItem = incoming
        } else {
            incoming.removeFromSuperview()
        }
        if let item = currentItem {
            item.removeAllAnimationsInSubtree()
            View.performWithoutAnimation {
                item.alpha = 1
                item.frame = bounds
                item.layoutNow()
            }
        }
    }

    /// Lays the subviews out for the current bounds.
    public override func layoutSubviews() {
        super.layoutSubviews()
        for case let item as NavigationBarItemView in subviews where item.animations.isEmpty {
            item.frame = bounds
            item.layoutNow()
        }
    }
}

/// One screen's content of the navigation bar: its title and the back label.
public final class NavigationBarItemView: View {
    /// The title in the middle.
    public let titleLabel: Label
    /// The back button on the left ("‹ Previous"), hidden on the root screen.
    public let backButton: Button
    private weak var bar: NavigationBar?

    init(title: String, backTitle: String?, bar: NavigationBar) {
        titleLabel = Label(text: title, fontSize: 18, textColor: .black)
        titleLabel.accessibilityTitle = title
        backButton = Button(title: "‹ " + (backTitle ?? ""))
        backButton.setTitleColor(.systemBlue, for: .normal)
        backButton.setTitleColor(Color(r: 0, g: 122, b: 255, a: 90), for: .highlighted)
        backButton.setBackgroundColor(.clear, for: .normal)
        backButton.setBackgroundColor(.clear, for: .highlighted)
        backButton.isHidden = backTitle == nil
        self.bar = bar
        super.init()
        addSubview(titleLabel)
        addSubview(backButton)
        backButton.addAction(for: .touchUpInside) { [weak bar] _ in bar?.onBack?() }
        layoutNow()
    }

    /// The type's name in the inspector and the state JSON.
    public override var typeName: String { "NavigationBarItem" }

    /// Places the title and back label for the current bounds.
    func layoutNow() {
        let b = bounds
        let rowTop = b.height - 44
        titleLabel.frame = Rect(x: b.width * 0.25, y: rowTop, width: b.width * 0.5, height: 44)
        let backSize = backButton.intrinsicContentSize
        backButton.frame = Rect(x: 4, y: rowTop, width: min(backSize.width, b.width * 0.3), height: 44)
    }

    /// Lays the subviews out for the current bounds.
    public override func layoutSubviews() {
        super.layoutSubviews()
        layoutNow()
    }
}
