import Foundation

extension View {
    /// Animates the changes made in the keyframes that `animations` adds
    /// (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`) over `duration`
    /// seconds after `delay`, as `UIView.animateKeyframes(withDuration:delay:options:animations:
    /// completion:)`. Each animated property goes through the values its keyframes set, reaching
    /// each at the end of its keyframe and holding between keyframes, following the calculation
    /// mode of `options` (linear, discrete, paced, cubic, cubic paced); the curve bits of the
    /// raw value (those of `AnimationOptions`, ease-in ease-out when none) time the whole
    /// animation. Changes made directly in `animations` span the whole duration. `completion`
    /// runs once when every property's animation ended, with false when one was removed first.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let recorder = KeyframeRecorder()
        let block = makeBlock(
            duration: duration, delay: delay, options: options.blockOptions, timing: nil, completion: completion)
        let capture = AnimationContext(duration: block.duration, delay: 0, timing: block.timing, completion: nil)
        capture.keyframes = recorder
        capture.runNested(animations)
        let mode = options.calculationMode
        block.run {
            for track in recorder.tracks { block.addKeyframeAnimation(track, mode: mode) }
        }
    }

    /// Adds a keyframe to the keyframe animation being built: the changes made in `animations`
    /// are reached from `frameStartTime` over `frameDuration`, both fractions (0...1) of the whole
    /// animation, as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    /// Outside `animateKeyframes` the changes apply as they would without it.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let parent = AnimationContext.current, let recorder = parent.keyframes else {
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 1 - start
        let context = AnimationContext(
            duration: parent.duration * length, delay: 0, timing: parent.timing, completion: nil)
        context.keyframes = recorder
        context.keyframeStart = start
        context.keyframeDuration = length
        context.runNested(animations)
    }
}

/// The changes made in the keyframes of one keyframe animation, per view and property.
final class KeyframeRecorder {
    /// The keyframes of one property of one view.
    struct Track {
        let view: View
        let property: AnimatableProperty
        /// What was on screen when the first keyframe changed it.
        let initial: AnimationValue
        /// Each keyframe's span (fractions of the whole) and the value it sets, in the order made.
        var keys: [(start: Double, end: Double, value: AnimationValue)]
    }

    private(set) var tracks: [Track] = []

    /// Records that a keyframe spanning `start` to `start + duration` sets `property` of `view` to `to`.
    func record(
        _ view: View, _ property: AnimatableProperty, from: AnimationValue, to: AnimationValue, start: Double,
        duration: Double
    ) {
        let key = (start: start, end: start + duration, value: to)
        if let index = tracks.firstIndex(where: { $0.view === view && $0.property == property }) {
            tracks[index].keys.append(key)
        } else {
            tracks.append(Track(view: view, property: property, initial: from, keys: [key]))
        }
    }
}

extension KeyframeRecorder.Track {
    /// The times (0...1) and values the property goes through: from its initial value, holding
    /// each value until the next keyframe starts and reaching the keyframe's value at its end.
    /// In discrete mode each keyframe's value shows from the keyframe's start.
    func path(discrete: Bool) -> (times: [Double], values: [AnimationValue]) {
        var times = [0.0]
        var values = [initial]
        var current = initial
        var last = 0.0
        for key in keys.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
            let start = max(key.element.start, last)
            let end = max(key.element.end, start)
            if discrete {
                if start > last || times.count > 1 {
                    times.append(start)
                    values.append(key.element.value)
                } else {
                    values[values.count - 1] = key.element.value
                }
                last = start
            } else {
                if start > last {
                    times.append(start)
                    values.append(current)
                }
                times.append(end)
                values.append(key.element.value)
                last = end
            }
            current = key.element.value
        }
        if last < 1 {
            times.append(1)
            values.append(current)
        }
        return (times, values)
    }
}

extension AnimationContext {
    /// Adds the animation of one property of a keyframe animation (replacing one in flight).
    func addKeyframeAnimation(_ track: KeyframeRecorder.Track, mode: KeyframeCalculationMode) {
        let view = track.view
        noteTouched(view)
        let path = track.path(discrete: mode == .discrete)
        guard let end = path.values.last else { return }
        if duration <= 0 && delay <= 0 {
            view.removeAnimation(for: track.property)
            view.presentation.set(track.property, to: end)
            return
        }
        let animation = PropertyAnimation(
            property: track.property, from: track.initial, to: end, duration: duration, delay: delay, timing: timing)
        animation.fixedInterpolation = KeyframeInterpolation(times: path.times, values: path.values, mode: mode)
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        animation.blocksInteraction = blocksInteraction
        animation.group = group
        group.pending += 1
        view.add(animation)
    }
}
