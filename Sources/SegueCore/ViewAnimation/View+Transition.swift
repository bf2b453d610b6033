import Foundation

extension View {
    /// Changes a view's content with a transition, as `UIView.transition(with:duration:options:
    /// animations:completion:)`: `animations` runs at once (its changes are not animated one by
    /// one, unless `.allowAnimatedContent`), and the view's old drawing, kept as a snapshot on top
    /// of its subviews, goes away as `options` says:
    ///
    /// - `.transitionCrossDissolve` (and the curls, drawn as a dissolve): the snapshot fades out
    ///   over the new content along the options' curve;
    /// - `.transitionFlipFromLeft`/`Right`/`Top`/`Bottom`: the view turns half a turn about its
    ///   vertical (left, right) or horizontal (top, bottom) axis in perspective, the named side
    ///   coming forward; the old content shows until it is edge-on, the new one after.
    ///
    /// Without a transition option the changes animate as an ordinary block. `completion` runs
    /// once the transition ended, with false when it was cut short.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let kind = options.transitionKind
        guard kind != 0, duration > 0, duration.isFinite else {
            performBlock(
                duration: duration, delay: 0, options: options, timing: nil, animations: { animations?() },
                completion: completion)
            return
        }
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        if options.contains(.allowAnimatedContent) {
            performBlock(
                duration: duration, delay: 0, options: options, timing: nil, animations: { animations?() },
                completion: nil)
        } else {
            performWithoutAnimation { animations?() }
        }
        let timing = AnimationTiming.curve(options.curve.timingCurve)
        let block = AnimationContext(duration: duration, delay: 0, timing: timing) { finished in
            snapshot?.removeFromSuperview()
            completion?(finished)
        }
        block.noteTouched(view)
        block.blocksInteraction = !options.contains(.allowUserInteraction)
        if let snapshot {
            snapshot.frame = view.bounds
            performWithoutAnimation { view.addSubview(snapshot) }
            switch TransitionStyle(kind: kind) {
            case .dissolve:
                block.run { snapshot.alpha = 0 }
                return
            case .flip(let x, let y, let direction):
                performWithoutAnimation { snapshot.alpha = 0 }
                // The old content (the snapshot) shows for the first half, until edge-on.
                let swap = PropertyAnimation(
                    property: .alpha, from: .scalar(1), to: .scalar(0), duration: duration, timing: timing)
                swap.fixedInterpolation = KeyframeInterpolation(
                    times: [0, 0.5, 1], values: [.scalar(1), .scalar(0), .scalar(0)], mode: .discrete)
                block.add(swap, to: snapshot)
                let size = view.bounds.size
                let extent = x != 0 ? size.width : size.height
                let turn = PropertyAnimation(
                    property: .transform, from: .transform(view.transform3D), to: .transform(view.transform3D),
                    duration: duration, timing: timing)
                turn.fixedInterpolation = FlipInterpolation(
                    base: view.transform3D, axisX: y, axisY: x, direction: direction,
                    eyeDistance: max(500, 2.5 * extent))
                block.add(turn, to: view)
            }
        }
        block.run {}
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition of that
    /// superview, as `UIView.transition(from:to:duration:options:completion:)`: `toView` takes
    /// `fromView`'s place and `fromView` leaves its superview, or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown (both stay).
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            performWithoutAnimation(swap)
            performBlock(duration: 0, delay: 0, options: [], timing: nil, animations: {}, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}

/// The transitions `transition(with:...)` draws.
private enum TransitionStyle {
    case dissolve
    /// A half turn about the axis (x, y) (one of them 1), in `direction` (±1).
    case flip(x: Double, y: Double, direction: Double)

    init(kind: UInt) {
        switch kind {
        case 1: self = .flip(x: 1, y: 0, direction: 1)  // from left: left side forward
        case 2: self = .flip(x: 1, y: 0, direction: -1)  // from right
        case 6: self = .flip(x: 0, y: 1, direction: -1)  // from top: top side forward
        case 7: self = .flip(x: 0, y: 1, direction: 1)  // from bottom
        default: self = .dissolve
        }
    }
}

extension AnimationContext {
    /// Adds an animation made by hand to the block: the block completes once it has ended too.
    func add(_ animation: PropertyAnimation, to view: View) {
        noteTouched(view)
        animation.blocksInteraction = blocksInteraction
        animation.group = group
        group.pending += 1
        view.add(animation)
    }
}

/// The transform of a flip transition at each progress: the view's own transform, then a turn
/// about the axis in the plane (0 to a quarter turn in the first half, minus a quarter turn back
/// to 0 in the second, so the other face comes round), seen in perspective.
final class FlipInterpolation: AnimationInterpolation {
    let base: Transform3D
    let axisX: Double
    let axisY: Double
    let direction: Double
    let perspective: Transform3D

    init(base: Transform3D, axisX: Double, axisY: Double, direction: Double, eyeDistance: Double) {
        self.base = base
        self.axisX = axisX
        self.axisY = axisY
        self.direction = direction
        perspective = .perspective(eyeDistance: eyeDistance)
    }

    /// The turn in radians at progress `t`.
    func angle(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        return (t < 0.5 ? t : t - 1) * Double.pi * direction
    }

    func value(at t: Double) -> AnimationValue {
        let turn = Transform3D(rotationAngle: angle(at: t), x: axisX, y: axisY, z: 0)
        return .transform(base.concatenating(turn).concatenating(perspective))
    }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: value(at: t))
    }
}
