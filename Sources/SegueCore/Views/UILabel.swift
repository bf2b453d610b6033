import Foundation

/// A view that shows read-only text, as UIKit's `UILabel`: one line or several (`numberOfLines`),
/// broken and shortened by `lineBreakMode`, aligned by `textAlignment` and centred vertically
/// in the bounds, in a `UIFont` (drawn in DejaVu Sans: see `UIFont`).
///
/// Each line is rasterised once and cached by the window's text cache (as `Label`'s text is), and
/// the lines are worked out once per change of text, font, mode or size: a steady frame makes no
/// new lines. It is a view of its own beside Segue's `Label` (whose `text` is a non-optional
/// string and which centres by default), so both keep their spelling.
@preconcurrency @MainActor open class UILabel: View {
    /// The text, as UILabel's `text` (nil by default, drawn as nothing).
    open var text: String? {
        didSet { if text != oldValue { invalidateLines() } }
    }
    /// The font, as UILabel's `font` (the system font at 17 points by default; setting nil
    /// restores it).
    open var font: UIFont! {
        get { fontStorage }
        set {
            let font = newValue ?? UILabel.defaultFont
            if font != fontStorage {
                fontStorage = font
                invalidateLines()
            }
        }
    }
    /// The text's colour, as UILabel's `textColor` (black, UIKit's `label` colour in light mode,
    /// by default; setting nil restores it).
    open var textColor: Color! {
        get { textColorStorage }
        set {
            let color = newValue ?? .black
            if color != textColorStorage {
                textColorStorage = color
                invalidateLines()
            }
        }
    }
    /// How lines align horizontally, as UILabel's `textAlignment` (`.natural`, left, by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { invalidateLines() } }
    }
    /// The most lines shown, as UILabel's `numberOfLines`: 1 by default; 0 for as many as the
    /// bounds hold. Lines beyond the limit, or beyond what the bounds' height holds, are left
    /// out, the last line shown shortened by `lineBreakMode`.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateLines() } }
    }
    /// How lines break and the last one is shortened, as UILabel's `lineBreakMode`
    /// (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { invalidateLines() } }
    }
    /// Whether a one-line label's text wider than the bounds is drawn at a smaller size, down to
    /// `minimumScaleFactor` of the font's, as UILabel's `adjustsFontSizeToFitWidth` (false by
    /// default). Segue shrinks in half-point steps, and only one-line labels.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { invalidateLines() } }
    }
    /// The smallest fraction of the font's size the text shrinks to when it adjusts to fit, as
    /// UILabel's `minimumScaleFactor` (0 by default, which as in UIKit means the font's own size:
    /// no shrinking).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { invalidateLines() } }
    }
    /// Whether the text is drawn in its colour (true) or dimmed to `systemGray` (false), as
    /// UILabel's `isEnabled`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { invalidateLines() } }
    }
    /// The width `intrinsicContentSize` wraps a multi-line label's text to, as UILabel's
    /// `preferredMaxLayoutWidth` (0: no limit).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// UILabel's styled text, left out: Segue draws one colour and font per label (see
    /// docs/uikit/VIEWS.md). Set `text`, `font` and `textColor`.
    @available(*, unavailable, message: "Segue draws plain text: set text, font and textColor")
    open var attributedText: NSAttributedString? {
        get { nil }
        set {}
    }

    private static let defaultFont = UIFont.systemFont(ofSize: 17)
    private var fontStorage = UILabel.defaultFont
    private var textColorStorage = Color.black

    /// One laid-out line: its text's key (for the text cache) and where it sits.
    struct Line {
        var key: TextKey
        var rect: Rect
    }

    /// The lines laid out for `layoutWidth`/`layoutHeight` with `layoutMeasurer`, or nil when a
    /// change asks for a new layout.
    private var lines: [Line]?
    private var layoutSize = Size.zero
    private weak var layoutMeasurer: TextMeasuring?

    /// Creates a label with a frame, as UILabel's `init(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// "UILabel".
    open override var segueTypeName: String { "UILabel" }

    private func invalidateLines() {
        lines = nil
    }

    /// The colour the text is drawn in.
    private var drawnColor: Color { isEnabled ? textColorStorage : Color(r: 142, g: 142, b: 147) }

    /// The lines of the text laid out in a space `width` wide holding at most `maxLines` lines
    /// (0: any), at `fontSize`: their strings and the line height.
    func breakLines(width: Double, maxLines: Int, fontSize: Double, measurer: TextMeasuring) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let bold = fontStorage.isBold
        let breaker = TextLineBreaker(
            measure: { measurer.measure($0, fontSize: fontSize, isBold: bold).width }, width: width,
            maxLines: maxLines, mode: lineBreakMode)
        return breaker.lines(of: text)
    }

    /// The height of one line at `fontSize`.
    func lineHeight(fontSize: Double, measurer: TextMeasuring) -> Double {
        measurer.measure("Hg", fontSize: fontSize, isBold: fontStorage.isBold).height
    }

    /// The font size a one-line label draws at in `width`: its font's, or smaller when it
    /// adjusts to fit (half-point steps, not below the minimum scale).
    private func fittedFontSize(width: Double, measurer: TextMeasuring) -> Double {
        let size = Double(fontStorage.pointSize)
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
            let text, !text.isEmpty, size > 0
        else { return size }
        let bold = fontStorage.isBold
        let natural = measurer.measure(text, fontSize: size, isBold: bold).width
        guard natural > width, natural > 0 else { return size }
        let smallest = max(1, size * Double(minimumScaleFactor))
        var fitted = max(smallest, (size * width / natural * 2).rounded(.down) / 2)
        while measurer.measure(text, fontSize: fitted, isBold: bold).width > width, fitted - 0.5 >= smallest {
            fitted -= 0.5
        }
        return fitted
    }

    /// The lines drawn in `bounds`, laid out on first use and after a change.
    func layoutLines(in bounds: Rect, measurer: TextMeasuring) -> [Line] {
        if let lines, layoutSize == bounds.size, layoutMeasurer === measurer { return lines }
        let fontSize = fittedFontSize(width: bounds.width, measurer: measurer)
        let height = lineHeight(fontSize: fontSize, measurer: measurer)
        let fitting = height > 0 ? max(Int((bounds.height / height + 1e-9).rounded(.down)), 1) : 1
        let maxLines = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let strings = breakLines(width: bounds.width, maxLines: maxLines, fontSize: fontSize, measurer: measurer)
        let color = drawnColor
        let bold = fontStorage.isBold
        var result: [Line] = []
        let blockHeight = Double(strings.count) * height
        var y = bounds.midY - blockHeight / 2
        for string in strings {
            let width = string.isEmpty ? 0 : measurer.measure(string, fontSize: fontSize, isBold: bold).width
            let x: Double
            switch textAlignment {
            case .center: x = bounds.midX - width / 2
            case .right: x = bounds.maxX - width
            case .left, .natural, .justified: x = bounds.minX
            }
            if !string.isEmpty {
                result.append(
                    Line(
                        key: TextKey(string: string, fontSize: fontSize, color: color, isBold: bold),
                        rect: Rect(x: x.rounded(), y: y.rounded(), width: width, height: height)))
            }
            y += height
        }
        lines = result
        layoutSize = bounds.size
        layoutMeasurer = measurer
        return result
    }

    /// The size the text needs, as UILabel's `sizeThatFits(_:)`: the widest line and the lines'
    /// height, the text wrapped to `size.width` (when positive and the label has more than one
    /// line) and limited to `numberOfLines`; zero without text.
    open override func sizeThatFits(_ size: Size) -> Size {
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .infinity
        return textSize(width: width, measurer: measurer)
    }

    /// The text's size on its lines (wrapped to `preferredMaxLayoutWidth` when set), as
    /// UILabel's `intrinsicContentSize`; zero without text.
    open override var intrinsicContentSize: Size {
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : .infinity
        return textSize(width: width, measurer: measurer)
    }

    private func textSize(width: Double, measurer: TextMeasuring) -> Size {
        let fontSize = Double(fontStorage.pointSize)
        let strings = breakLines(width: width, maxLines: numberOfLines, fontSize: fontSize, measurer: measurer)
        guard !strings.isEmpty else { return .zero }
        let bold = fontStorage.isBold
        let widest = strings.map { measurer.measure($0, fontSize: fontSize, isBold: bold).width }.max() ?? 0
        let height = lineHeight(fontSize: fontSize, measurer: measurer) * Double(strings.count)
        return Size(width: widest.rounded(.up), height: height.rounded(.up))
    }

    /// Draws the lines, each rasterised once and cached by the backend; a clipping label's lines
    /// are cut at the bounds.
    open override func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {
        guard let text, !text.isEmpty else { return }
        let bounds = presentation.bounds
        let lines = layoutLines(in: bounds, measurer: context.textMeasurer)
        guard !lines.isEmpty else { return }
        let clips = lineBreakMode == .byClipping && lines.contains { $0.rect.maxX > bounds.maxX + 0.5 }
        if clips { context.builder.pushStencil(.rect(bounds), transform: transform) }
        for line in lines {
            context.builder.text(line.key, in: line.rect, transform: transform, alpha: alpha)
        }
        if clips { context.builder.popStencil() }
    }
}
