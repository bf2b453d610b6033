/// One value for everything that moves: each style's motion parameters (`StyleMotion`). The
/// standard tuning is today's motion exactly; a `TransitionStyleDelegate` hands out animators and
/// configures drags from the tuning it holds. Read and written as JSON by `MotionTuningFile`.
public struct MotionTuning: Hashable, Sendable {
    private var styles: [TransitionStyle: StyleMotion] = [:]

    /// The standard tuning: every style's motion as Segue draws it untuned.
    public static let standard = MotionTuning()

    /// Creates the standard tuning.
    public init() {}

    /// A style's motion.
    public subscript(style: TransitionStyle) -> StyleMotion {
        get { styles[style] ?? StyleMotion(standardFor: style) }
        set { styles[style] = newValue }
    }

    /// Sets one parameter, checked (see `StyleMotion.set(_:to:)`).
    public mutating func set(_ style: TransitionStyle, _ key: MotionKey, to value: MotionValue)
        throws(MotionTuningError)
    {
        var motion = self[style]
        try motion.set(key, to: value)
        self[style] = motion
    }

    /// The styles whose motion differs from the standard, in `TransitionStyle.allCases` order.
    public var tunedStyles: [TransitionStyle] { TransitionStyle.allCases.filter { !self[$0].isStandard } }

    /// Equal when every style's motion is.
    public static func == (a: MotionTuning, b: MotionTuning) -> Bool {
        TransitionStyle.allCases.allSatisfy { a[$0] == b[$0] }
    }

    /// Hashes every style's motion.
    public func hash(into hasher: inout Hasher) {
        for style in TransitionStyle.allCases { hasher.combine(self[style]) }
    }
}
