extension AnimationValue {
    /// True for the kinds UIKit animates additively since iOS 8 (numbers, points, rectangles):
    /// a second animation of such a property is blended over the one in flight instead of
    /// replacing it.
    var isAdditive: Bool {
        switch self {
        case .scalar, .point, .rect: return true
        default: return false
        }
    }

    /// `self − other` for additive kinds of the same kind; nil otherwise.
    func difference(from other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(Point(x: a.x - b.x, y: a.y - b.y))
        case (.rect(let a), .rect(let b)):
            return .rect(
                Rect(
                    x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.size.width - b.size.width,
                    height: a.size.height - b.size.height))
        default: return nil
        }
    }

    /// `self + delta · t` for additive kinds of the same kind; `self` otherwise.
    func adding(_ delta: AnimationValue, scaledBy t: Double) -> AnimationValue {
        switch (self, delta) {
        case (.scalar(let a), .scalar(let d)): return .scalar(a + d * t)
        case (.point(let a), .point(let d)): return .point(Point(x: a.x + d.x * t, y: a.y + d.y * t))
        case (.rect(let a), .rect(let d)):
            return .rect(
                Rect(
                    x: a.origin.x + d.origin.x * t, y: a.origin.y + d.origin.y * t,
                    width: a.size.width + d.size.width * t,
                    height: a.size.height + d.size.height * t))
        default: return self
        }
    }
}

extension PropertyAnimation {
    /// The local time at which its own cycles end (not counting an additive base).
    var ownEndTime: Double { frame.endTime }

    /// Makes this animation go on over `base`, the in-flight animation of the same property
    /// (UIKit's additive animations): its value is then the base's value plus this one's change
    /// (its end minus the base's end) times its own progress, so the motion carries on from
    /// where the base is, at the base's speed, and both blocks complete at their own ends.
    func layer(over base: PropertyAnimation, delta: AnimationValue) {
        additiveDelta = delta
        additiveBase = base
    }

    /// Once every base has ended: an ordinary animation from the base's end to this one's.
    func foldAdditiveBase() {
        guard let base = additiveBase else { return }
        let start = base.to
        additiveDelta = nil
        additiveBase = nil
        from = start
    }
}
