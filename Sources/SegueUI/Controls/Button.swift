import Foundation
import SegueCore

/// A push button, as UIButton of the system type: a title in a `Label` subview over a rounded
/// background, with a title and colours per control state. States without their own value use
/// the normal one; a highlighted title without its own colour is the normal colour at 30%
/// opacity, a disabled one is grey. The button sizes itself to its title through the window's
/// text measurer (`sizeThatFits`, `intrinsicContentSize`, `sizeToFit()`).
@preconcurrency @MainActor open class Button: Control {
    /// The label that shows the title; it takes the whole bounds and ignores touches.
    public let titleLabel: Label
    /// Space between the title and the edges, used when sizing to fit.
    public var contentInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var backgroundColors: [ControlState: Color] = [:]
    /// Set once a background colour was given for a state: until then the view's own
    /// `backgroundColor` stays as set, whatever the state (as a UIButton's does).
    private var usesStateBackgrounds = false

    /// Creates a button with a title for the normal state.
    public init(title: String = "", frame: Rect = .zero) {
        titleLabel = Label(text: title, textColor: .systemBlue)
        super.init(frame: frame)
        setUp(title: title)
    }

    /// Creates a button without a title, as UIKit's designated `init(frame:)` (which a UIButton
    /// subclass calls as `super.init(frame:)`).
    public override init(frame: Rect) {
        titleLabel = Label(text: "", textColor: .systemBlue)
        super.init(frame: frame)
        setUp(title: "")
    }

    private func setUp(title: String) {
        titles[.normal] = title
        titleColors[.normal] = .systemBlue
        backgroundColors[.normal] = .clear
        backgroundColor = .clear
        cornerRadius = 8
        addSubview(titleLabel)
        updateAppearance()
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    open override var segueTypeName: String { "Button" }

    /// The title shown now (for the current state).
    public var currentTitle: String { title(for: state) ?? "" }

    /// Sets the title for a state (nil removes it, so the state falls back to normal).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        updateAppearance()
    }

    /// The title for a state, falling back to the normal one.
    public func title(for state: ControlState) -> String? {
        lookUp(titles, state)
    }

    /// Sets the title colour for a state (nil removes it).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
        updateAppearance()
    }

    /// The title colour for a state, with the highlighted and disabled defaults.
    public func titleColor(for state: ControlState) -> Color {
        if let color = titleColors[state] { return color }
        if state.contains(.disabled) { return titleColors[.disabled] ?? .lightGray }
        let selected = state.contains(.selected) ? titleColors[.selected] : nil
        let base = selected ?? titleColors[.normal] ?? .systemBlue
        if state.contains(.highlighted) { return titleColors[.highlighted] ?? base.multipliedAlpha(0.3) }
        return base
    }

    /// Sets the background colour for a state (nil removes it).
    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        backgroundColors[state] = color
        usesStateBackgrounds = true
        updateAppearance()
    }

    /// The background colour for a state, falling back to the normal one (clear by default).
    public func backgroundColor(for state: ControlState) -> Color {
        lookUp(backgroundColors, state) ?? .clear
    }

    /// The size that fits the title plus `contentInsets`, measured with the window's text
    /// measurer (an approximate one outside a window).
    open override var intrinsicContentSize: Size {
        let text = titleLabel.textSize(using: window?.textMeasurer ?? ApproximateTextMeasurer())
        return Size(
            width: (text.width + contentInsets.left + contentInsets.right).rounded(.up),
            height: (text.height + contentInsets.top + contentInsets.bottom).rounded(.up))
    }

    /// The title's size plus the button's padding (the proposed size is not used).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Updates the colours for the new state (highlighted, disabled, focused).
    open override func stateDidChange() {
        updateAppearance()
    }

    /// Lays the subviews out for the current bounds.
    open override func layoutSubviews() {
        titleLabel.frame = bounds
        super.layoutSubviews()
    }

    private func updateAppearance() {
        let state = self.state
        let title = self.title(for: state) ?? ""
        titleLabel.text = title
        titleLabel.textColor = titleColor(for: state)
        if usesStateBackgrounds { backgroundColor = backgroundColor(for: state) }
        accessibilityTitle = title
        setNeedsLayout()
    }

    /// The value for `state`, else for its most telling single flag, else for normal.
    private func lookUp<Value>(_ table: [ControlState: Value], _ state: ControlState) -> Value? {
        if let value = table[state] { return value }
        if state.contains(.disabled), let value = table[.disabled] { return value }
        if state.contains(.highlighted), let value = table[.highlighted] { return value }
        if state.contains(.selected), let value = table[.selected] { return value }
        return table[.normal]
    }
}
