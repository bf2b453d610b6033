import Synchronization

/// The engine's contiguous copy of what its running animations need each frame, for the common
/// case: an animation under way whose ends are known values of a kind that interpolates in a
/// few numbers (a number, a point, a rectangle, a colour, a planar transform), on a view whose
/// time is the window's (no view from it to the root changes time).
///
/// Evaluated through their objects, each animation costs a chain of dependent reads: the view,
/// its list of animations, each animation, each interpolation, all separate heap blocks; at
/// thousands of views those misses are most of a tick. A record holds the same numbers in one
/// value, the records lie one after another, and a frame reads them in order and writes each
/// value straight into its view's presentation: the same values the objects give (the same
/// formulas on the same numbers), so the pictures do not change.
///
/// The records are a cache. Anything that could change what they hold (an animation added,
/// removed or changed, a view's timing, the tree) moves `AnimationRecords.generation`, and the
/// engine builds them again before its next evaluation. A frame where some record is not under
/// way (it waits out a delay or ends) is evaluated the general way, view by view, as is every
/// view a record cannot describe.
struct AnimationRecords {
    /// Moves whenever something a record holds may have changed, in any engine (atomically, so
    /// engines on other threads never lose a change).
    static let generation = Atomic<Int>(0)

    /// Marks every engine's records as out of date.
    @inline(__always)
    static func invalidate() {
        generation.wrappingAdd(1, ordering: .relaxed)
    }

    /// The records, in the order of the engine's views.
    private(set) var records: [AnimationRecord] = []
    /// Views the records do not describe: evaluated the general way every frame. Not retained,
    /// as the records' views: each is in the engine's list of animating views while the records
    /// are current.
    private(set) var generalViews: [UnretainedView] = []
    /// The generation the records were built at (nil before the first build).
    private var builtGeneration: Int?

    /// True when the records describe the engine's current animations.
    var isCurrent: Bool { builtGeneration == AnimationRecords.generation.load(ordering: .relaxed) }

    /// Builds the records of `views` (the engine's animating views), keeping storage.
    mutating func build(from views: [View]) {
        builtGeneration = AnimationRecords.generation.load(ordering: .relaxed)
        records.removeAll(keepingCapacity: true)
        generalViews.removeAll(keepingCapacity: true)
        for view in views {
            let first = records.count
            // A view left without animations (they were removed from outside the engine) goes
            // the general way, which stops tracking it.
            var describable = !view.animations.isEmpty && view.runsOnWindowTime
            if describable {
                for animation in view.animations {
                    guard let record = AnimationRecord(animation, of: view) else {
                        describable = false
                        break
                    }
                    records.append(record)
                }
            }
            if !describable {
                records.removeSubrange(first...)
                generalViews.append(UnretainedView(view: view))
            }
        }
    }

    /// Writes every record's value at window time `time` into its view's presentation; false
    /// (after writing some) when a record is not under way at `time`, so the frame must be
    /// evaluated the general way. The records are read in place, not copied out.
    func write(at time: Double) -> Bool {
        records.withUnsafeBufferPointer { records in
            guard var record = records.baseAddress else { return true }
            let end = record + records.count
            while record < end {
                guard AnimationRecord.write(record, at: time) else { return false }
                record += 1
            }
            return true
        }
    }
}

/// A view held without a reference count, for lists that a longer-lived list keeps alive.
struct UnretainedView {
    unowned(unsafe) let view: View
}

/// One animation as `AnimationRecords` keeps it: its view, its timing and its ends, as plain
/// fields (the ends of every kind side by side, `kind` saying which to read), so that a frame
/// reads a record where it lies.
struct AnimationRecord {
    /// The animated view. Not retained: the engine's list of animating views holds it, and the
    /// records are built again whenever that list changes.
    unowned(unsafe) let view: View
    let beginTime: Double
    let duration: Double
    let timing: AnimationTiming
    let property: AnimatableProperty
    let kind: Kind
    /// The ends of a number (in `x`), a point (the origin) or a rectangle.
    let from: Rect, to: Rect
    /// The ends of a colour.
    let fromColor: Color, toColor: Color
    /// The interpolation of a planar transform.
    let planar: DecomposedTransform.PlanarInterpolation

    /// The kinds of values records describe.
    enum Kind: UInt8 {
        case scalar, point, rect, color, planarTransform
    }

    /// The ends of an animation, as an interpolation hands them to its record.
    enum Ends {
        case scalar(Double, Double)
        case point(Point, Point)
        case rect(Rect, Rect)
        case color(Color, Color)
        case planarTransform(DecomposedTransform.PlanarInterpolation)
    }

    /// The record of `animation` running on `view`, or nil when it cannot be described: it
    /// holds its end, or an end follows the model, or its values are of a kind not listed in
    /// `Kind`.
    init?(_ animation: PropertyAnimation, of view: View) {
        guard !animation.isHolding, let ends = animation.interpolation?.recordEnds else { return nil }
        self.view = view
        beginTime = animation.beginTime
        duration = animation.duration
        timing = animation.timing
        property = animation.property
        var from = Rect.zero
        var to = Rect.zero
        var fromColor = Color.clear
        var toColor = Color.clear
        var planar = DecomposedTransform.PlanarInterpolation(
            DecomposedTransform(), DecomposedTransform(), startAngle: 0, angleChange: 0)
        switch ends {
        case .scalar(let a, let b):
            kind = .scalar
            from.origin.x = a
            to.origin.x = b
        case .point(let a, let b):
            kind = .point
            from.origin = a
            to.origin = b
        case .rect(let a, let b):
            kind = .rect
            from = a
            to = b
        case .color(let a, let b):
            kind = .color
            fromColor = a
            toColor = b
        case .planarTransform(let interpolation):
            kind = .planarTransform
            planar = interpolation
        }
        self.from = from
        self.to = to
        self.fromColor = fromColor
        self.toColor = toColor
        self.planar = planar
    }

    /// Writes the value of `record` at window time `time` into its view's presentation, as
    /// `PropertyAnimation.write` does for an animation under way (the same formulas as the
    /// interpolation objects); false when it is not under way (before its begin time or at its
    /// end).
    @inline(__always)
    static func write(_ record: UnsafePointer<AnimationRecord>, at time: Double) -> Bool {
        let beginTime = record.pointee.beginTime
        let duration = record.pointee.duration
        guard time >= beginTime, time < beginTime + duration else { return false }
        let t = record.pointee.timing.progress(elapsed: time - beginTime, duration: duration)
        let view = record.pointee.view
        let property = record.pointee.property
        switch record.pointee.kind {
        case .scalar:
            let value = ScalarInterpolation.mix(record.pointee.from.origin.x, record.pointee.to.origin.x, t)
            view.presentation.set(property, to: .scalar(value))
        case .point:
            let value = PointInterpolation.point(record.pointee.from.origin, record.pointee.to.origin, t)
            view.presentation.set(property, to: .point(value))
        case .rect:
            view.presentation.set(
                property, to: .rect(RectInterpolation.rect(record.pointee.from, record.pointee.to, t)))
        case .color:
            let value = ColorInterpolation.color(record.pointee.fromColor, record.pointee.toColor, t)
            view.presentation.set(property, to: .color(value))
        case .planarTransform:
            view.presentation.set(property, to: .transform(record.pointee.planar.transform(at: t)))
        }
        return true
    }
}

extension View {
    /// True when no view from this one to the root changes time: its animations run on the
    /// window's time, forwards, following their curves.
    var runsOnWindowTime: Bool {
        var current: View? = self
        while let view = current {
            guard view.timing.isIdentity else { return false }
            current = view.superview
        }
        return true
    }
}
