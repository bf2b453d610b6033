extension View {
    /// Options for animating views with blocks, as UIKit's `UIView.AnimationOptions` (with its
    /// raw values): behaviour flags in the low bits, the curve in bits 16–19, the transition in
    /// bits 20–23 and the preferred frame rate in bits 24–27.
    nonisolated public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit's `UIViewAnimationOptions`.
        public let rawValue: UInt

        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen for properties whose in-flight animation is replaced.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses the block's own duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses the block's own curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content as it animates (Segue always draws each frame afresh).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:...)`, hides the old view and shows the new one instead of
        /// removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// An ease-in ease-out curve (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Turns the view about its vertical axis, its left side coming forward.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Turns the view about its vertical axis, its right side coming forward.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the old content up (drawn in Segue as a cross dissolve).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the new content down (drawn in Segue as a cross dissolve).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fades the old content out over the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Turns the view about its horizontal axis, its top side coming forward.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Turns the view about its horizontal axis, its bottom side coming forward.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (bits 16–19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }

        /// The transition the options name (bits 20–23), 0 for none.
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// The curves of block animations, as UIKit's `UIView.AnimationCurve`.
    nonisolated public enum AnimationCurve: Int, Sendable, CaseIterable {
        /// Slow at both ends (Core Animation's ease-in ease-out, 0.42, 0, 0.58, 1).
        case easeInOut = 0
        /// Slow at the start (0.42, 0, 1, 1).
        case easeIn = 1
        /// Slow at the end (0, 0, 0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The cubic Bézier of the curve.
        public var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    /// Options for keyframe animations, as UIKit's `UIView.KeyframeAnimationOptions`: the block
    /// flags of `AnimationOptions` in the low bits and the calculation mode in bits 10–12. The
    /// curve bits of `AnimationOptions` (16–19), which UIKit code often passes through the raw
    /// value, set the curve of the whole animation.
    nonisolated public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit's `UIViewKeyframeAnimationOptions`.
        public let rawValue: UInt

        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate along with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses the block's own duration, not the enclosing block's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Does not inherit the enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between the keyframes' values, at their times.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value held until the next one's time, without interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight lines at an even pace over the whole path, the keyframes' times set aside.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve (Catmull–Rom) through the keyframes' values, at their times.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The smooth curve at an even pace, the keyframes' times set aside.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode (bits 10–12).
        var calculationMode: KeyframeCalculationMode {
            KeyframeCalculationMode(rawValue: Int((rawValue >> 10) & 0x7)) ?? .linear
        }

        /// The options of a block with the same flags and curve bits.
        var blockOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0x7 << 10)) }
    }
}

/// How a keyframe animation goes from one value to the next (`calculationMode`).
enum KeyframeCalculationMode: Int {
    case linear = 0
    case discrete, paced, cubic, cubicPaced
}
