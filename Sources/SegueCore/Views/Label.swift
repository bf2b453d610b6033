import Foundation

/// How a label places its text horizontally.
public enum TextAlignment: Sendable {
    /// Flush with the left edge.
    case left
    /// Centred.
    case center
    /// Flush with the right edge.
    case right
}

/// Segue's own one-line label (UIKit's, with optional text, fonts and several lines, is
/// `UILabel`). The text is measured through the window's
/// `TextMeasuring` and drawn as a textured quad that moves, scales and folds with the view.
@preconcurrency @MainActor open class Label: View {
    /// The text.
    public var text: String {
        didSet { if text != oldValue { updateKey() } }
    }
    /// The font size in points.
    public var fontSize: Double {
        didSet { if fontSize != oldValue { updateKey() } }
    }
    /// The colour of the text.
    public var textColor: Color {
        didSet { if textColor != oldValue { updateKey() } }
    }
    /// Horizontal placement of the text in the bounds (vertically it is centred).
    public var textAlignment: TextAlignment = .center
    /// Whether text wider than the bounds is drawn at a smaller font size so that it fits, down
    /// to `minimumScaleFactor` of `fontSize` (UILabel's `adjustsFontSizeToFitWidth`). Below that
    /// it is drawn at the smallest size and may spill.
    public var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { fitted = nil } }
    }
    /// The smallest fraction of `fontSize` text is shrunk to when it adjusts to fit.
    public var minimumScaleFactor = 0.5 {
        didSet { if minimumScaleFactor != oldValue { fitted = nil } }
    }

    /// The cache key of the rasterised text.
    public private(set) var textKey: TextKey
    private var measuredSize: Size?
    private weak var measuredWith: TextMeasuring?
    /// The text shrunk to fit the last width it was fitted to: that width, its key and size.
    private var fitted: (width: Double, key: TextKey, size: Size)?

    /// Creates a label.
    public init(text: String, fontSize: Double = 17, textColor: Color = .black, frame: Rect = .zero) {
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
        textKey = TextKey(string: text, fontSize: fontSize, color: textColor)
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    open override var segueTypeName: String { "Label" }

    private func updateKey() {
        textKey = TextKey(string: text, fontSize: fontSize, color: textColor)
        measuredSize = nil
        fitted = nil
    }

    /// The key and size the text is drawn with in a bounds `width` wide: its own, or, when it
    /// adjusts to fit and is wider, the largest size in half-point steps (not below the minimum
    /// scale) whose text fits. Worked out once per width and text.
    public func drawnText(width: Double, using measurer: TextMeasuring) -> (key: TextKey, size: Size) {
        let natural = textSize(using: measurer)
        guard adjustsFontSizeToFitWidth, natural.width > width, !text.isEmpty, fontSize > 0 else {
            return (textKey, natural)
        }
        if let fitted, fitted.width == width, fitted.key.color == textColor { return (fitted.key, fitted.size) }
        let smallest = max(1, fontSize * minimumScaleFactor)
        var size = max(smallest, (fontSize * width / natural.width * 2).rounded(.down) / 2)
        var measured = measurer.measure(text, fontSize: size)
        while measured.width > width, size - 0.5 >= smallest {
            size -= 0.5
            measured = measurer.measure(text, fontSize: size)
        }
        let key = TextKey(string: text, fontSize: size, color: textColor)
        fitted = (width, key, measured)
        return (key, measured)
    }

    /// The size of the text in points, measured once per change of text or font.
    public func textSize(using measurer: TextMeasuring) -> Size {
        if let measuredSize, measuredWith === measurer { return measuredSize }
        let size = text.isEmpty ? Size(width: 0, height: fontSize * 1.2) : measurer.measure(text, fontSize: fontSize)
        measuredSize = size
        measuredWith = measurer
        return size
    }

    /// The size of the text on one line (the proposed size is not used).
    open override func sizeThatFits(_ size: Size) -> Size {
        textSize(using: window?.textMeasurer ?? ApproximateTextMeasurer())
    }

    /// Draws the text, rasterised once and cached by the backend.
    open override func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {
        guard !text.isEmpty else { return }
        let b = presentation.bounds
        let (key, size) = drawnText(width: b.width, using: context.textMeasurer)
        let x: Double
        switch textAlignment {
        case .left: x = b.minX
        case .center: x = b.midX - size.width / 2
        case .right: x = b.maxX - size.width
        }
        let rect = Rect(x: x.rounded(), y: (b.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        context.builder.text(key, in: rect, transform: transform, alpha: alpha)
    }
}
