import Foundation

/// How far the viewer's eye is off the screen's centre, as UIKit's `UIOffset` (also the offset of
/// a bar item's title): `horizontal` and `vertical`, each from -1 to 1 for a motion effect.
nonisolated public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates the zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// The zero offset.
    public static let zero = UIOffset()
}

/// An effect that moves a view's properties as the device tilts (parallax), as UIKit's
/// `UIMotionEffect`. A desktop window has no tilt: a view keeps the effects added to it
/// (`View.motionEffects`) and none is ever applied, as in the iOS Simulator, where the viewer
/// offset stays zero. A subclass computes its values in `keyPathsAndRelativeValues(forViewerOffset:)`.
@preconcurrency @MainActor open class UIMotionEffect {
    /// Creates an effect.
    public init() {}

    /// The key paths of the view to change, each with the value to add to it, for a viewer at
    /// `viewerOffset` (each component -1...1); nil for none (the base class's answer).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path of a view between two relative values as the device
/// tilts along one axis, as UIKit's `UIInterpolatingMotionEffect` (kept and never applied on a
/// desktop, see `UIMotionEffect`).
@preconcurrency @MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of tilt an interpolating effect follows, as UIKit's
    /// `UIInterpolatingMotionEffect.EffectType`.
    nonisolated public enum EffectType: Int, Sendable {
        /// Tilting left and right: the viewer offset's `horizontal`.
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down: the viewer offset's `vertical`.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view the effect changes (`"center.x"`, …).
    public let keyPath: String
    /// The axis the effect follows.
    public let type: EffectType
    /// The value added at the offset -1 (a number, for the interpolation here).
    open var minimumRelativeValue: Any?
    /// The value added at the offset 1.
    open var maximumRelativeValue: Any?

    /// Creates an effect on a key path along an axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The key path with the relative value linearly between the minimum (offset -1) and the
    /// maximum (offset 1) at the viewer offset along the effect's axis; nil unless both are numbers.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else {
            return nil
        }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(max(offset, -1), 1) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }

    /// A relative value as a number, when it is one.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup` (kept and never applied on a
/// desktop, see `UIMotionEffect`).
@preconcurrency @MainActor open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// Creates an empty group.
    public override init() { super.init() }

    /// The key paths and values of every effect of the group, merged (a later effect's value for
    /// the same key path wins); nil when none gives any.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            if let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) {
                merged.merge(values) { _, new in new }
            }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension View {
    /// The motion effects of the view, as UIView's `motionEffects`: kept, never applied (a
    /// desktop has no tilt, see `UIMotionEffect`).
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectsStorage }
        set { motionEffectsStorage = newValue }
    }

    /// Adds a motion effect to the view (kept, not applied), as UIView's `addMotionEffect(_:)`.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectsStorage.contains(where: { $0 === effect }) else { return }
        motionEffectsStorage.append(effect)
    }

    /// Removes a motion effect from the view, as UIView's `removeMotionEffect(_:)`.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffectsStorage.removeAll { $0 === effect }
    }
}
