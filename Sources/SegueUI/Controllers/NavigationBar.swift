import Foundation
import SegueCore

/// The bar at the top of a navigation controller: the top screen's title in the middle and a
/// back label with the previous screen's title on the left. During a transition the old title
/// turns into the back label and the new title comes in from the side (as iOS does), as
/// animations alongside the animator's, so they follow an interactive transition's progress.
@preconcurrency @MainActor public final class NavigationBar: View {
    /// The height of the bar in points.
    public static let height = 56.0
    /// The bar's colour.
    public var barColor: Color {
        get { backgroundColor ?? .clear }
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

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    public override var segueTypeName: String { "NavigationBar" }

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

    /// Starts the bar's part of a transition, as iOS does it. A push: the old title slides to
    /// the back button's place and turns into the new back button there (it fades out over the
    /// first half, the back button, coming from the title's place, fades in over the second),
    /// the old back button fades out in place over the first quarter, and the new title comes in
    /// from the right edge. A pop, the reverse: the title leaves to the right, the back button
    /// slides to the middle and turns into the new title, and the new back button fades in over
    /// the last quarter. Every part is an animation alongside the animator's, so an interactive
    /// transition drives the bar too, and no two texts show over each other at any moment.
    func beginTransition(title: String, backTitle: String?, forward: Bool, duration: Double, curve: TimingCurve) {
        let old = currentItem
        let item = NavigationBarItemView(title: title, backTitle: backTitle, bar: self)
        item.frame = bounds
        item.layoutNow()
        addSubview(item)
        incomingItem = item
        let middle = bounds.width / 2
        let rightEdge = bounds.width
        // Where each item's back label shows the word it carries (after "‹ ").
        func wordCentre(of item: NavigationBarItemView) -> Double {
            item.backButton.center.x + item.backWordOffset
        }
        guard let old else {
            View.performWithoutAnimation { item.alpha = 0 }
            View.animate(withDuration: duration, curve: curve) { item.alpha = 1 }
            return
        }
        // The bar finishes a little before the screens: a transition that completes a hair short
        // of its end (a zoom's spring settling) then leaves nothing of the bar to snap.
        let duration = duration * 0.85
        let half = duration / 2
        let quarter = duration / 4
        if forward {
            let backPlace = item.backButton.center.x
            let titleTarget = wordCentre(of: item)
            View.performWithoutAnimation {
                item.titleLabel.center.x = rightEdge
                item.titleLabel.alpha = 0
                item.backButton.center.x = middle - item.backWordOffset
                item.backButton.alpha = 0
            }
            View.animate(withDuration: duration, curve: curve) {
                item.titleLabel.center.x = middle
                item.titleLabel.alpha = 1
                item.backButton.center.x = backPlace
                old.titleLabel.center.x = titleTarget
            }
            View.animate(withDuration: half, curve: curve) { old.titleLabel.alpha = 0 }
            View.animate(withDuration: quarter, curve: curve) { old.backButton.alpha = 0 }
            View.animate(withDuration: half, delay: half, curve: curve, animations: { item.backButton.alpha = 1 })
        } else {
            let start = wordCentre(of: old)
            View.performWithoutAnimation {
                item.titleLabel.center.x = start
                item.titleLabel.alpha = 0
                item.backButton.alpha = 0
            }
            View.animate(withDuration: duration, curve: curve) {
                item.titleLabel.center.x = middle
                old.titleLabel.center.x = rightEdge
                old.titleLabel.alpha = 0
                old.backButton.center.x = middle - old.backWordOffset
            }
            View.animate(withDuration: half, curve: curve) { old.backButton.alpha = 0 }
            View.animate(withDuration: half, delay: half, curve: curve, animations: { item.titleLabel.alpha = 1 })
            View.animate(
                withDuration: quarter, delay: duration - quarter, curve: curve,
                animations: { item.backButton.alpha = 1 })
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
                item.titleLabel.alpha = 1
                item.backButton.alpha = 1
                item.frame = bounds
                item.layoutNow()
            }
        }
    }

    /// The width the items were last laid out for.
    private var laidOutWidth = 0.0

    /// Lays the subviews out for the current bounds.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let oldWidth = laidOutWidth
        laidOutWidth = bounds.width
        for case let item as NavigationBarItemView in subviews {
            if !item.isAnimating {
                item.frame = bounds
                item.layoutNow()
            } else if oldWidth > 0, oldWidth != bounds.width {
                item.frame = bounds
                item.continueTransition(fromWidth: oldWidth)
            }
        }
    }
}

/// One screen's content of the navigation bar: its title and the back label.
@preconcurrency @MainActor public final class NavigationBarItemView: View {
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
        // In a narrow bar the texts shrink to their frames instead of running into each other.
        for label in [titleLabel, backButton.titleLabel] {
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.4
        }
        self.bar = bar
        super.init()
        addSubview(titleLabel)
        addSubview(backButton)
        backButton.addAction(for: .touchUpInside) { [weak bar] _ in bar?.onBack?() }
        layoutNow()
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    public override var segueTypeName: String { "NavigationBarItem" }

    /// Whether the item or its title or back label is animating (a transition moves them).
    var isAnimating: Bool {
        !animations.isEmpty || !titleLabel.animations.isEmpty || !backButton.animations.isEmpty
            || !backButton.titleLabel.animations.isEmpty
    }

    /// How far right of the back button's centre the word after "‹ " is centred: half the
    /// width of "‹ ", measured with the window's text measurer.
    var backWordOffset: Double {
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let full = backButton.titleLabel.text
        let word = full.hasPrefix("‹ ") ? String(full.dropFirst(2)) : full
        let size = backButton.titleLabel.fontSize
        return (measurer.measure(full, fontSize: size).width - measurer.measure(word, fontSize: size).width) / 2
    }

    /// Places the title and back label for the current bounds.
    func layoutNow() {
        let b = bounds
        let rowTop = b.height - 44
        titleLabel.frame = Rect(x: b.width * 0.25, y: rowTop, width: b.width * 0.5, height: 44)
        let backSize = backButton.intrinsicContentSize
        backButton.frame = Rect(x: 4, y: rowTop, width: min(backSize.width, b.width * 0.3), height: 44)
        // The title keeps clear of the back button on both sides, so it stays centred.
        if !backButton.isHidden, backButton.frame.maxX + 4 > titleLabel.frame.minX {
            let inset = backButton.frame.maxX + 4
            titleLabel.frame = Rect(x: inset, y: rowTop, width: max(b.width - 2 * inset, 1), height: 44)
        }
    }

    /// Lays the subviews out for the current bounds.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if !isAnimating { layoutNow() }
    }

    /// The bar was resized from `oldWidth` during a transition: the title's width follows the
    /// new width, and every place the transition moves the title and back label to or from is
    /// moved so that the back button's place stays and the middle becomes the new middle (the
    /// places in between and beyond, by the same line), so the transition goes on for the new
    /// width and ends with both exactly where the layout puts them.
    func continueTransition(fromWidth oldWidth: Double) {
        // Where `layoutNow` puts the back button's centre (its model may be a transition's end).
        let backPlace = 4 + backButton.bounds.width / 2
        let oldMiddle = oldWidth / 2
        let newMiddle = bounds.width / 2
        guard abs(oldMiddle - backPlace) > 1 else { return }
        let ratio = (newMiddle - backPlace) / (oldMiddle - backPlace)
        func map(_ value: AnimationValue?) -> AnimationValue? {
            guard case .point(let p)? = value else { return value }
            return .point(Point(x: backPlace + (p.x - backPlace) * ratio, y: p.y))
        }
        for view in [titleLabel, backButton as View] {
            for animation in view.animations where animation.property == .position {
                animation.from = map(animation.from)
                animation.to = map(animation.to)
            }
            if case .point(let p)? = map(.point(view.center)) { view.center = p }
        }
        titleLabel.bounds = Rect(x: 0, y: 0, width: bounds.width * 0.5, height: titleLabel.bounds.height)
    }
}
