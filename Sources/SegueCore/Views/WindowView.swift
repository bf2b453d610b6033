import Foundation

/// The root of a view tree shown in a window: it owns the animation engine and the text measurer
/// that the views below it use, lays the tree out and records it into a render list each frame.
@preconcurrency @MainActor open class WindowView: View {
    /// The engine that runs the tree's animations.
    public let engine: AnimationEngine
    /// Measures text for labels.
    public var textMeasurer: TextMeasuring
    /// Pixels per point of what the window is drawn on (`UIScreen.main.scale`): 1 headless; the
    /// window host sets its drawable's density.
    public var displayScale: Double = 1

    /// Creates a root of the given size.
    public init(size: Size, clock: MediaClock, textMeasurer: TextMeasuring = ApproximateTextMeasurer()) {
        engine = AnimationEngine(clock: clock)
        self.textMeasurer = textMeasurer
        super.init(frame: Rect(origin: .zero, size: size))
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    open override var segueTypeName: String { "Window" }

    /// Advances animations to the clock's time and lays out what needs it.
    public func update() {
        engine.tick()
        layoutIfNeeded()
    }

    /// Records the whole tree's presentation into `builder` (reset first).
    public func render(into builder: RenderListBuilder) {
        builder.reset()
        let context = DrawContext(builder: builder, textMeasurer: textMeasurer)
        renderTree(context: context, parentTransform: .identity, parentIsAffine: true, parentAlpha: 1, isRoot: true)
    }
}
