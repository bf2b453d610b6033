/// How a label places its text horizontally.
public enum TextAlignment: Sendable {
    /// Flush with the left edge.
    case left
    /// Centred.
    case center
    /// Flush with the right edge.
    case right
}

/// A view that shows one line of text, as UILabel. The text is measured through the window's
/// `TextMeasuring` and drawn as a textured quad that moves, scales and folds with the view.
open class Label: View {
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

    /// The cache key of the rasterised text.
    public private(set) var textKey: TextKey
    private var measuredSize: Size?
    private weak var measuredWith: TextMeasuring?

    /// Creates a label.
    public init(text: String, fontSize: Double = 17, textColor: Color = .black, frame: Rect = .zero) {
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
        textKey = TextKey(string: text, fontSize: fontSize, color: textColor)
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The type's name in the inspector and the state JSON.
    open override var typeName: String { "Label" }

    private func updateKey() {
        textKey = TextKey(string: text, fontSize: fontSize, color: textColor)
        measuredSize = nil
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
        let size = textSize(using: context.textMeasurer)
        let b = presentation.bounds
        let x: Double
        switch textAlignment {
        case .left: x = b.minX
        case .center: x = b.midX - size.width / 2
        case .right: x = b.maxX - size.width
        }
        let rect = Rect(x: x.rounded(), y: (b.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        context.builder.text(textKey, in: rect, transform: transform, alpha: alpha)
    }
}
