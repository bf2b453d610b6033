import Foundation
import SegueCore
import SegueUI

/// The release check: the element leaves at the finger's speed, or, with no room to keep it,
/// stops at its end the way a spring that leaves at that speed does.
extension HandOffInvariant {
    /// How many of the finger's steps ahead an end must be for the element to keep the
    /// finger's speed: nearer (`D < noRoomSteps · |f|`), it has no room.
    public static let noRoomSteps = 3.0

    /// The most frames an element is followed after the release to find where it stops.
    static let longestFollow = 120

    /// The first step, in a frame, of an element that leaves at `finger` points a frame and stops
    /// `room` points ahead without overshooting (a spring stiffened to `ω = v / D`, which moves
    /// as `x1 − D·e^(−ω·t)`): `room · (1 − e^(−finger / room))`. Never more than the finger's step
    /// nor the distance left, and at least 63% of the smaller.
    public static func stoppingStep(room: Double, finger: Double) -> Double {
        guard room > 1e-9 else { return 0 }
        return room * (1 - exp(-finger / room))
    }

    /// Judges the pending followers of the release at `r` with the frames recorded since (at
    /// least two); those that need more frames stay pending.
    ///
    /// The distance to the end, `D`, is the progress's (`progressRoom`) for the progress and an
    /// element that moves with it, known at once. Any other element is followed while it goes on
    /// the finger's way, slowing: once it has gone `noRoomSteps` finger steps it had room; once
    /// at rest (a step under 0.01 point, or gone from the tree or its transition ended after a
    /// step under a tenth of the finger's) it had `D` = the distance it went. An element that
    /// turns, speeds up, does not take a first step the finger's way, or is put at its end while
    /// still fast is held to the finger's speed.
    func checkRelease(_ samples: [MotionTrace.Sample], at r: Int, window: SceneWindow) throws {
        let current = window.activeTransition.map { ObjectIdentifier($0) }
        let last = samples.count - 1
        var unjudged: [Follower] = []
        for follower in pending {
            let ended = follower.transition != nil && follower.transition != current
            var steps: [Double] = []
            var gone = false
            for i in (r + 1)...last {
                guard let step = Self.step(samples, follower.name, at: i) else {
                    gone = true
                    break
                }
                steps.append(Self.axis(step, follower.axis))
            }
            // Within the two frames the transition ended or the element left: put at its end.
            if steps.count < 2 || (ended && last == r + 2) { continue }
            let finger = follower.fingerStep
            if let room = follower.room {
                try judge(follower, steps: steps, room: room < Self.noRoomSteps * abs(finger) ? room : nil)
                continue
            }
            let direction: Double = finger < 0 ? -1 : 1
            let travel = steps.reduce(0, +) * direction
            let slowing = zip(steps, steps.dropFirst()).allSatisfy { before, after in
                after * direction >= -0.01 && abs(after) <= abs(before) + 0.05
            }
            let lastStep = abs(steps[steps.count - 1])
            if steps[0] * direction <= 0 || !slowing || travel >= Self.noRoomSteps * abs(finger) {
                try judge(follower, steps: steps, room: nil)
            } else if lastStep < 0.01 || ((gone || ended) && lastStep <= 0.1 * abs(finger) + 0.05) {
                try judge(follower, steps: steps, room: travel)
            } else if gone || ended {
                // Put at its end while still moving fast: how far it had to go is not known.
                try judge(follower, steps: steps, room: nil)
            } else if last - r >= Self.longestFollow {
                try judge(follower, steps: steps, room: nil)
            } else {
                unjudged.append(follower)
            }
        }
        pending = unjudged
    }

    /// Holds the first two steps after the release to the finger's speed, or with no room (`room`
    /// given) the first to the stopping spring's.
    private func judge(_ follower: Follower, steps: [Double], room: Double?) throws {
        let a = steps[0]
        let b = steps[1]
        let finger = follower.fingerStep
        let tolerance = 3 + 0.15 * abs(finger)
        let axis = follower.axis == 0 ? "x" : "y"
        releasesChecked += 1
        if let room {
            noRoomReleasesChecked += 1
            let expected = (finger < 0 ? -1 : 1) * Self.stoppingStep(room: room, finger: abs(finger))
            guard abs(a - expected) <= tolerance else {
                throw HandOffFailure(
                    message: "\(follower.name) has \(Self.text(room)) pt left along \(axis) where the finger "
                        + "moved \(Self.text(finger)): it steps \(Self.text(a)), \(Self.text(b)) after the "
                        + "release where stopping at its end at the finger's speed steps \(Self.text(expected))")
            }
            return
        }
        // The speed at the release instant from the first two steps, exact under constant
        // acceleration.
        let speed = (3 * a - b) / 2
        guard abs(speed - finger) <= tolerance else {
            throw HandOffFailure(
                message: "\(follower.name) leaves the finger at \(Self.text(speed)) pt a frame along \(axis) "
                    + "where the finger moved \(Self.text(finger)) (steps \(Self.text(a)), \(Self.text(b)) "
                    + "after the release)")
        }
    }

    /// The distance from the release to the end the finger heads for, along `axis`, of the
    /// progress or of an element that moves with it (its steps are the progress's, in the
    /// finger's points): `(1 − p)` or `p` times the drag's length. Nil for anything else.
    static func progressRoom(
        _ samples: [MotionTrace.Sample], release r: Int, name: String, axis: Int, step: (Double, Double)
    ) -> Double? {
        guard let progress = samples[r].progress, let travel = samples[r].fingerTravel,
            let p0 = Self.step(samples, "progress", at: r), let p1 = Self.step(samples, "progress", at: r - 1)
        else { return nil }
        let progressSteps = (Self.axis(p0, axis), Self.axis(p1, axis))
        if name != "progress", abs(progressSteps.0 - step.0) > 0.25 || abs(progressSteps.1 - step.1) > 0.25 {
            return nil
        }
        let length = abs(Self.axis(travel, axis))
        guard length > 0, progressSteps.0 != 0 else { return nil }
        // Progress grows the finger's way when its point moves along the drag's length.
        let towardsFinish = (progressSteps.0 > 0) == (Self.axis(travel, axis) > 0)
        return (towardsFinish ? 1 - progress : progress) * length
    }
}
