/// The values one property takes in a keyframe animation, with the times (fractions of the
/// whole animation) at which it reaches them, and how it goes between them: the interpolation of
/// a `PropertyAnimation` made by `View.animateKeyframes`. Everything that does not depend on the
/// progress (the segments' interpolations, the path's lengths for the paced modes, the cubic's
/// tangents) is worked out once, so evaluating it allocates nothing.
final class KeyframeInterpolation: AnimationInterpolation {
    private let mode: KeyframeCalculationMode
    private let times: [Double]
    private let values: [AnimationValue]
    /// The values as numbers (a number in x, a point in x and y, a rectangle in all four), when
    /// every value is a number, a point or a rectangle of one kind.
    private let numbers: [SIMD4<Double>]?
    private let kind: NumericKind?
    /// The interpolation of each segment, for the linear modes.
    private let segments: [any AnimationInterpolation]
    /// The tangents of the cubic through the numbers, per unit of time (or of parameter when paced).
    private var tangents: [SIMD4<Double>] = []
    /// For the paced modes: the length of the path up to each sample, and the sample's place.
    private var pacedLengths: [Double] = []
    private var pacedPlaces: [Double] = []

    /// The numeric kinds.
    enum NumericKind { case scalar, point, rect }

    /// Creates the interpolation through `values` at `times` (ascending, from 0 to 1).
    init(times: [Double], values: [AnimationValue], mode: KeyframeCalculationMode) {
        self.mode = mode
        self.times = times
        self.values = values
        var segments: [any AnimationInterpolation] = []
        for index in values.indices.dropLast() {
            segments.append(AnimationValue.interpolation(from: values[index], to: values[index + 1]))
        }
        self.segments = segments
        let numeric = KeyframeInterpolation.numbers(of: values)
        numbers = numeric?.numbers
        kind = numeric?.kind
        guard let numbers, numbers.count > 1 else { return }
        switch mode {
        case .cubic:
            tangents = KeyframeInterpolation.tangents(numbers, places: times)
        case .cubicPaced:
            let places = numbers.indices.map(Double.init)
            tangents = KeyframeInterpolation.tangents(numbers, places: places)
            buildPacedTable(samplesPerSegment: 24)
        case .paced:
            buildPacedTable(samplesPerSegment: 1)
        case .linear, .discrete:
            break
        }
    }

    func value(at t: Double) -> AnimationValue {
        guard values.count > 1 else { return values.first ?? .scalar(0) }
        switch mode {
        case .discrete:
            var index = 0
            while index + 1 < times.count && times[index + 1] <= t { index += 1 }
            return values[index]
        case .linear:
            return linearValue(at: t)
        case .paced:
            guard numbers != nil else { return linearValue(at: t) }
            return numeric(pacedPoint(at: t))
        case .cubic:
            guard let numbers else { return linearValue(at: t) }
            let (index, u, h) = segment(at: t, places: times)
            return numeric(hermite(numbers, index, u, h))
        case .cubicPaced:
            guard numbers != nil else { return linearValue(at: t) }
            return numeric(pacedPoint(at: t))
        }
    }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: value(at: t))
    }

    // MARK: Evaluation

    /// The segment `t` falls in (clamped to the ends), the fraction of it elapsed and its length.
    private func segment(at t: Double, places: [Double]) -> (Int, Double, Double) {
        var index = 0
        while index + 2 < places.count && places[index + 1] <= t { index += 1 }
        let h = places[index + 1] - places[index]
        let u = h > 0 ? min(max((t - places[index]) / h, 0), 1) : 1
        return (index, u, h)
    }

    private func linearValue(at t: Double) -> AnimationValue {
        let (index, u, _) = segment(at: t, places: times)
        return segments[index].value(at: u)
    }

    /// The cubic Hermite between numbers `index` and `index + 1` at fraction `u` of a segment `h` long.
    private func hermite(_ p: [SIMD4<Double>], _ index: Int, _ u: Double, _ h: Double) -> SIMD4<Double> {
        let u2 = u * u
        let u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2
        let h11 = u3 - u2
        return h00 * p[index] + (h10 * h) * tangents[index] + h01 * p[index + 1] + (h11 * h) * tangents[index + 1]
    }

    /// The point at fraction `t` of the path's length (the paced modes).
    private func pacedPoint(at t: Double) -> SIMD4<Double> {
        guard let numbers, let total = pacedLengths.last, total > 0 else { return numbers?.last ?? .zero }
        let target = min(max(t, 0), 1) * total
        var index = 0
        while index + 2 < pacedLengths.count && pacedLengths[index + 1] <= target { index += 1 }
        let span = pacedLengths[index + 1] - pacedLengths[index]
        let f = span > 0 ? (target - pacedLengths[index]) / span : 1
        let place = pacedPlaces[index] + (pacedPlaces[index + 1] - pacedPlaces[index]) * f
        return point(atPlace: place, numbers)
    }

    /// The point at a place along the path: the index of a value and a fraction towards the next.
    private func point(atPlace place: Double, _ numbers: [SIMD4<Double>]) -> SIMD4<Double> {
        let index = min(Int(place), numbers.count - 2)
        let u = min(max(place - Double(index), 0), 1)
        if mode == .cubicPaced { return hermite(numbers, index, u, 1) }
        return numbers[index] + (numbers[index + 1] - numbers[index]) * u
    }

    /// The value of the numbers' kind.
    private func numeric(_ v: SIMD4<Double>) -> AnimationValue {
        switch kind {
        case .scalar: return .scalar(v.x)
        case .point: return .point(Point(x: v.x, y: v.y))
        case .rect, nil: return .rect(Rect(x: v.x, y: v.y, width: v.z, height: v.w))
        }
    }

    // MARK: Set-up

    /// The lengths along the path at samples of it, for the paced modes.
    private func buildPacedTable(samplesPerSegment: Int) {
        guard let numbers else { return }
        var length = 0.0
        var last = numbers[0]
        pacedLengths = [0]
        pacedPlaces = [0]
        for index in 0..<(numbers.count - 1) {
            for step in 1...samplesPerSegment {
                let place = Double(index) + Double(step) / Double(samplesPerSegment)
                let p = point(atPlace: place, numbers)
                let d = p - last
                length += (d * d).sum().squareRoot()
                last = p
                pacedLengths.append(length)
                pacedPlaces.append(place)
            }
        }
    }

    /// Catmull–Rom tangents at each number (per unit of `places`), one-sided at the ends.
    private static func tangents(_ p: [SIMD4<Double>], places: [Double]) -> [SIMD4<Double>] {
        var result: [SIMD4<Double>] = []
        for index in p.indices {
            let before = max(index - 1, 0)
            let after = min(index + 1, p.count - 1)
            let span = places[after] - places[before]
            result.append(span > 0 ? (p[after] - p[before]) / span : .zero)
        }
        return result
    }

    /// The values as numbers, when all are of one numeric kind.
    private static func numbers(of values: [AnimationValue]) -> (numbers: [SIMD4<Double>], kind: NumericKind)? {
        var numbers: [SIMD4<Double>] = []
        var kind: NumericKind?
        for value in values {
            let number: SIMD4<Double>
            let valueKind: NumericKind
            switch value {
            case .scalar(let x):
                number = SIMD4(x, 0, 0, 0)
                valueKind = .scalar
            case .point(let p):
                number = SIMD4(p.x, p.y, 0, 0)
                valueKind = .point
            case .rect(let r):
                number = SIMD4(r.origin.x, r.origin.y, r.size.width, r.size.height)
                valueKind = .rect
            default:
                return nil
            }
            if let kind, kind != valueKind { return nil }
            kind = valueKind
            numbers.append(number)
        }
        guard let kind else { return nil }
        return (numbers, kind)
    }
}
