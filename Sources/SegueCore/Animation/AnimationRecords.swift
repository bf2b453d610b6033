import Foundation

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
/// Animations that share their timing (those of one animate block) share a clock
/// (`AnimationRecordClock`): its progress is worked out once a frame, and each record refers to
/// it. Transforms and the other kinds are kept in two arrays, each record no larger than its
/// kind needs.
///
/// The records are a cache. Anything that could change what they hold (an animation added,
/// removed or changed, a view's timing, the tree) moves `AnimationRecords.generation`, and the
/// engine builds them again before its next evaluation. A frame where some clock is not under
/// way (an animation waits out a delay or ends) is evaluated the general way, view by view, as
/// is every view a record cannot describe.
struct AnimationRecords {
    /// Moves whenever something a record holds may have changed, in any engine. Views, layers,
    /// animations and engines live on the main actor, and so does this count: no lock, no atomic.
    private(set) static var generation = 0

    /// Marks every engine's records as out of date.
    @inline(__always)
    static func invalidate() {
        generation &+= 1
    }

    /// The distinct timings of the records, with their progress at the last frame.
    private(set) var clocks: [AnimationRecordClock] = []
    /// Records of planar transforms, in the order of the engine's views.
    private(set) var transforms: [TransformRecord] = []
    /// Records of numbers, points, rectangles and colours, in the order of the engine's views.
    private(set) var values: [ValueRecord] = []
    /// Views the records do not describe: evaluated the general way every frame. Not retained,
    /// as the records' views: each is in the engine's list of animating views while the records
    /// are current.
    private(set) var generalViews: [UnretainedView] = []
    /// The generation the records were built at (nil before the first build).
    private var builtGeneration: Int?

    /// True when the records describe the engine's current animations.
    var isCurrent: Bool { builtGeneration == AnimationRecords.generation }

    /// The number of animations the records describe.
    var count: Int { transforms.count + values.count }

    /// Builds the records of `views` (the engine's animating views), keeping storage.
    mutating func build(from views: [View]) {
        builtGeneration = AnimationRecords.generation
        clocks.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        generalViews.removeAll(keepingCapacity: true)
        for view in views {
            // A view left without animations (they were removed from outside the engine) goes
            // the general way, which stops tracking it.
            if view.animations.isEmpty || !view.runsOnWindowTime || !add(view) {
                generalViews.append(UnretainedView(view: view))
            }
        }
    }

    /// Adds the records of every animation of `view`; false (adding none) when one of them
    /// cannot be described: it holds its end, an end follows the model, or its values are of a
    /// kind the records do not hold.
    private mutating func add(_ view: View) -> Bool {
        let counts = (clocks.count, transforms.count, values.count)
        let unretained = Unmanaged.passUnretained(view)
        for animation in view.animations {
            guard !animation.isHolding, !animation.frame.cycles, let ends = animation.interpolation?.recordEnds else {
                clocks.removeSubrange(counts.0...)
                transforms.removeSubrange(counts.1...)
                values.removeSubrange(counts.2...)
                return false
            }
            let clock = clockIndex(for: animation)
            switch ends {
            case .planarTransform(let planar):
                transforms.append(
                    TransformRecord(view: unretained, clock: clock, property: animation.property, planar: planar))
            case .scalar(let a, let b):
                values.append(
                    ValueRecord(
                        view: unretained, clock: clock, property: animation.property, kind: .scalar,
                        from: Rect(x: a, y: 0, width: 0, height: 0), to: Rect(x: b, y: 0, width: 0, height: 0)))
            case .point(let a, let b):
                values.append(
                    ValueRecord(
                        view: unretained, clock: clock, property: animation.property, kind: .point,
                        from: Rect(origin: a, size: .zero), to: Rect(origin: b, size: .zero)))
            case .rect(let a, let b):
                values.append(
                    ValueRecord(
                        view: unretained, clock: clock, property: animation.property, kind: .rect, from: a, to: b))
            case .color(let a, let b):
                values.append(
                    ValueRecord(
                        view: unretained, clock: clock, property: animation.property, kind: .color, fromColor: a,
                        toColor: b))
            }
        }
        return true
    }

    /// The clock of `animation`'s timing: the latest clock when it has the same one (the
    /// animations of one block are added one after another), else a new one.
    private mutating func clockIndex(for animation: PropertyAnimation) -> Int32 {
        let clock = AnimationRecordClock(
            beginTime: animation.beginTime, duration: animation.duration, timing: animation.timing,
            driver: animation.driver)
        if let last = clocks.last, last.hasTheTiming(of: clock) { return Int32(clocks.count - 1) }
        clocks.append(clock)
        return Int32(clocks.count - 1)
    }

    /// Writes every record's value at window time `time` into its view's presentation; false
    /// (writing nothing) when some clock is not under way at `time`, so the frame must be
    /// evaluated the general way. The records are read in place, not copied out.
    mutating func write(at time: Double) -> Bool {
        let under = clocks.withUnsafeMutableBufferPointer { clocks in
            for index in clocks.indices {
                guard clocks[index].advance(to: time) else { return false }
            }
            return true
        }
        guard under else { return false }
        clocks.withUnsafeBufferPointer { clocks in
            guard let clocks = clocks.baseAddress else { return }
            transforms.withUnsafeBufferPointer { records in
                for index in records.indices { TransformRecord.write(records.baseAddress! + index, clocks) }
            }
            values.withUnsafeBufferPointer { records in
                for index in records.indices { ValueRecord.write(records.baseAddress! + index, clocks) }
            }
        }
        return true
    }
}

/// The timing that records share, and its progress at the last frame.
struct AnimationRecordClock {
    let beginTime: Double
    let duration: Double
    let timing: AnimationTiming
    /// The clock of the property animator the animations belong to (their time is its mapping
    /// of window time), or nil.
    let driver: AnimationDriver?
    /// The timing's progress at the last `advance(to:)`.
    private(set) var progress = 0.0

    init(beginTime: Double, duration: Double, timing: AnimationTiming, driver: AnimationDriver? = nil) {
        self.beginTime = beginTime
        self.duration = duration
        self.timing = timing
        self.driver = driver
    }

    /// True when `other` begins, lasts and eases exactly as this clock.
    func hasTheTiming(of other: AnimationRecordClock) -> Bool {
        guard beginTime == other.beginTime, duration == other.duration, driver === other.driver else { return false }
        switch (timing, other.timing) {
        case (.curve(let a), .curve(let b)): return a == b
        case (.spring(let a), .spring(let b)): return a == b
        default: return false
        }
    }

    /// Works out the progress at window time `time`, as `PropertyAnimation.write` does for an
    /// animation under way; false when the animations are not under way (before their begin
    /// time or at their end).
    @inline(__always)
    mutating func advance(to time: Double) -> Bool {
        guard let driver else {
            guard time >= beginTime, time < beginTime + duration else { return false }
            progress = timing.progress(elapsed: time - beginTime, duration: duration)
            return true
        }
        let local = driver.time(at: time)
        guard local >= beginTime, local < beginTime + duration else { return false }
        if driver.isLinear {
            progress = duration > 0 ? min(max((local - beginTime) / duration, 0), 1) : 1
        } else {
            progress = timing.progress(elapsed: local - beginTime, duration: duration)
        }
        return true
    }
}

/// A view held without a reference count, for lists that a longer-lived list keeps alive.
struct UnretainedView {
    unowned(unsafe) let view: View
}

/// An animation of a planar transform as `AnimationRecords` keeps it.
struct TransformRecord {
    /// The animated view. Not retained: the engine's list of animating views holds it, and the
    /// records are built again whenever that list changes. Written through without a reference
    /// count (`_withUnsafeGuaranteedRef`), so a frame does not write each view's count twice.
    let view: Unmanaged<View>
    /// Its clock, in `AnimationRecords.clocks`.
    let clock: Int32
    let property: AnimatableProperty
    let planar: DecomposedTransform.PlanarInterpolation

    /// Writes the value of `record` at its clock's progress into its view's presentation (the
    /// formula of `PlanarTransformInterpolation`).
    @inline(__always)
    static func write(_ record: UnsafePointer<TransformRecord>, _ clocks: UnsafePointer<AnimationRecordClock>) {
        let t = clocks[Int(record.pointee.clock)].progress
        let property = record.pointee.property
        record.pointee.view._withUnsafeGuaranteedRef { view in
            view.presentation.set(property, to: .transform(record.pointee.planar.transform(at: t)))
        }
    }
}

/// An animation of a number, a point, a rectangle or a colour as `AnimationRecords` keeps it:
/// the ends of every kind side by side (a number in `x`, a point in the origin), `kind` saying
/// which to read.
struct ValueRecord {
    /// The animated view, not retained (see `TransformRecord.view`).
    let view: Unmanaged<View>
    /// Its clock, in `AnimationRecords.clocks`.
    let clock: Int32
    let property: AnimatableProperty
    let kind: Kind
    var from = Rect.zero, to = Rect.zero
    var fromColor = Color.clear, toColor = Color.clear

    /// The kinds of values these records describe.
    enum Kind: UInt8 {
        case scalar, point, rect, color
    }

    /// Writes the value of `record` at its clock's progress into its view's presentation (the
    /// formulas of the interpolation objects of its kind).
    @inline(__always)
    static func write(_ record: UnsafePointer<ValueRecord>, _ clocks: UnsafePointer<AnimationRecordClock>) {
        let t = clocks[Int(record.pointee.clock)].progress
        let property = record.pointee.property
        record.pointee.view._withUnsafeGuaranteedRef { view in
            switch record.pointee.kind {
            case .scalar:
                let value = ScalarInterpolation.mix(record.pointee.from.origin.x, record.pointee.to.origin.x, t)
                view.presentation.set(property, to: .scalar(value))
            case .point:
                let value = PointInterpolation.point(record.pointee.from.origin, record.pointee.to.origin, t)
                view.presentation.set(property, to: .point(value))
            case .rect:
                let value = RectInterpolation.rect(record.pointee.from, record.pointee.to, t)
                view.presentation.set(property, to: .rect(value))
            case .color:
                let value = ColorInterpolation.color(record.pointee.fromColor, record.pointee.toColor, t)
                view.presentation.set(property, to: .color(value))
            }
        }
    }
}

/// The ends of an animation, as an interpolation hands them to its record.
enum AnimationRecordEnds {
    case scalar(Double, Double)
    case point(Point, Point)
    case rect(Rect, Rect)
    case color(Color, Color)
    case planarTransform(DecomposedTransform.PlanarInterpolation)
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
