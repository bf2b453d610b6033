// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The key a transition is always added under, as Core Animation's `kCATransition`.
public let kCATransition = "transition"

/// The predefined transitions of a `CATransition`, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's string.
    public let rawValue: String
    /// Creates a type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old look fades out over the new one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides into place over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look slides into place pushing the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides out, revealing the new one in place.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a motion transition begins at, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's string.
    public let rawValue: String
    /// Creates a subtype from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The transition begins at the right side of the layer.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition begins at the left side of the layer (the default for motion).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition begins at the top of the layer.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition begins at the bottom of the layer.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated transition between two looks of a layer, as Core Animation's `CATransition`:
/// added with `add(_:forKey:)` (always under `kCATransition`), it takes a snapshot of the layer as
/// it looks then; the changes made to the layer and its sublayers afterwards show at once, and the
/// snapshot of the old look goes away as `type` and `subtype` say, over `duration` along
/// `timingFunction` (linear when nil), between `startProgress` and `endProgress`.
///
/// The snapshot is drawn by a layer placed beside the layer in its superlayer (a layer with no
/// superlayer, or outside a window, changes at once); the new look's motion (push, move-in)
/// animates the layer's `transform`, so it replaces a running transform animation. Changes made
/// before the transition is added are already part of the snapshot (Core Animation would take
/// the look of the last committed transaction): add the transition first (docs/uikit/LAYERS.md).
@preconcurrency @MainActor open class CATransition: CAAnimation {
    /// The transition (`.fade` by default).
    open var type: CATransitionType = .fade
    /// The side a motion transition begins at (nil: from the left).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0...1 (0 by default).
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0...1 (1 by default).
    open var endProgress: Float = 1
    /// A Core Image filter on macOS; accepted and ignored.
    open var filter: Any?

    /// What runs while the transition is on a layer: stops it early.
    var stopRunning: (() -> Void)?

    /// Creates a fade transition.
    public required init() { super.init() }

    /// Makes a copy.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CATransition {
            type = other.type
            subtype = other.subtype
            startProgress = other.startProgress
            endProgress = other.endProgress
            filter = other.filter
        }
    }

    /// The unit direction the new look comes from (x right, y down).
    var origin: (x: Double, y: Double) {
        switch subtype {
        case .fromRight?: return (1, 0)
        case .fromTop?: return (0, -1)
        case .fromBottom?: return (0, 1)
        default: return (-1, 0)
        }
    }
}

/// The layer that draws the old look of a layer during a transition: a recording of its drawing.
final class TransitionSnapshotLayer: CALayer {
    private(set) var recording: SnapshotRecording?

    convenience init(recording: SnapshotRecording) {
        self.init()
        self.recording = recording
        node.drawsContentAsGroup = recording.hasSeveralParts
    }

    override func drawLayerContent(_ builder: RenderListBuilder, transform: Transform3D, alpha: Double) {
        guard let recording else { return }
        let clips = recording.drawsOutsideArea
        if clips { builder.pushStencil(.rect(Rect(origin: .zero, size: recording.area.size)), transform: transform) }
        recording.play(into: builder, transform: transform, alpha: alpha)
        if clips { builder.popStencil() }
    }
}

extension CALayer {
    /// Runs a transition added with `add(_:forKey:)`: a snapshot of the layer's look now beside
    /// it, animated away as the transition's type says.
    func addTransition(_ transition: CATransition) {
        let key = kCATransition
        removeAnimation(forKey: key)
        transition.delegate?.animationDidStart(transition)
        guard let parent = node.superview, node.animationEngine != nil else {
            transition.delegate?.animationDidStop(transition, finished: true)
            return
        }
        node.animationEngine?.synchronizeWithClock()
        let look = node.presentation
        let oldIsVisible = !node.isHidden && look.alpha > 0
        let recording = oldIsVisible ? node.snapshotView(afterScreenUpdates: false)?.recording : nil
        let snapshot = recording.map(TransitionSnapshotLayer.init(recording:))
        if let snapshot {
            let copy = snapshot.node
            copy.isUserInteractionEnabled = false
            copy.model.bounds = Rect(origin: .zero, size: look.bounds.size)
            copy.model.anchorPoint = look.anchorPoint
            copy.model.position = look.position
            copy.model.transform = look.transform
            copy.model.alpha = look.alpha
            copy.presentation = copy.model
            if transition.type == .moveIn {
                parent.insertChild(copy, below: node)
            } else {
                parent.insertChild(copy, above: node)
            }
            copy.retainLayerWhileInTree()
        }
        let start = Double(min(max(transition.startProgress, 0), 1))
        let end = Double(min(max(transition.endProgress, 0), 1))
        let size = look.bounds.size
        let origin = transition.origin
        let offset = (x: origin.x * size.width, y: origin.y * size.height)
        func shifted(_ base: Transform3D, by fraction: Double) -> AnimationValue {
            .transform(Transform3D(translationX: offset.x * fraction, y: offset.y * fraction, z: 0).concatenating(base))
        }
        let delay = transition.beginTime > 0 ? max(0, transition.beginTime - CACurrentMediaTime()) : 0
        func make(_ property: AnimatableProperty, _ from: AnimationValue, _ to: AnimationValue?) -> PropertyAnimation {
            PropertyAnimation(
                property: property, from: from, to: to, duration: transition.effectiveDuration, delay: delay,
                timing: transition.segueTiming)
        }
        var parts: [(View, PropertyAnimation)] = []
        let model = node.model
        switch transition.type {
        case .push, .moveIn:
            parts.append(
                (node, make(.transform, shifted(model.transform, by: 1 - start), shifted(model.transform, by: 1 - end)))
            )
        case .fade where snapshot == nil:
            parts.append((node, make(.alpha, .scalar(model.alpha * start), .scalar(model.alpha * end))))
        default:
            break
        }
        if let snapshot {
            switch transition.type {
            case .push, .reveal:
                parts.append(
                    (
                        snapshot.node,
                        make(.transform, shifted(look.transform, by: -start), shifted(look.transform, by: -end))
                    ))
            case .moveIn:
                // The old look stays while the new one moves in over it.
                parts.append((snapshot.node, make(.alpha, .scalar(look.alpha), .scalar(look.alpha))))
            default:
                parts.append(
                    (snapshot.node, make(.alpha, .scalar(look.alpha * (1 - start)), .scalar(look.alpha * (1 - end)))))
            }
        }
        animationsByKey[key] = transition
        var pending = parts.count
        var allFinished = true
        var stopped = false
        let finish: () -> Void = { [weak self] in
            guard !stopped else { return }
            stopped = true
            snapshot?.removeFromSuperlayer()
            if let self, self.animationsByKey[key] === transition { self.animationsByKey[key] = nil }
            transition.stopRunning = nil
            transition.delegate?.animationDidStop(transition, finished: allFinished)
        }
        transition.stopRunning = {
            allFinished = false
            for (view, animation) in parts where view.animations.contains(where: { $0 === animation }) {
                view.removeAnimation(for: animation.property)
            }
            finish()
        }
        for (view, animation) in parts {
            animation.completion = { finished in
                if !finished { allFinished = false }
                pending -= 1
                if pending == 0 { finish() }
            }
            view.add(animation)
        }
    }
}
