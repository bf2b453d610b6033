import Foundation

/// A damped harmonic oscillator, solved in closed form, that carries a value from 0 to 1.
///
/// `value(at:)` is the progress at a time in seconds (1 is the target; it may overshoot) and
/// `velocity(at:)` its rate in progress per second. An animation maps the progress onto its own
/// from/to values, so the spring is normalised to the distance, like UIKit's spring animations.
///
/// With mass `m`, stiffness `k`, damping `c`, the displacement from the target `y = x - 1` obeys
/// `m·y'' + c·y' + k·y = 0` with `y(0) = -1` and `y'(0) = v0` (the initial velocity). Writing
/// `ω0 = √(k/m)` (the natural angular frequency) and `ζ = c / (2√(k·m))` (the damping ratio):
///
/// - under-damped, `ζ < 1`: `y(t) = e^(-ζω0·t) · (A·cos(ωd·t) + B·sin(ωd·t))` with
///   `ωd = ω0·√(1-ζ²)`, `A = -1`, `B = (v0 + ζω0·A) / ωd`;
/// - critically damped, `ζ = 1` (within 1e-6): `y(t) = (A + B·t) · e^(-ω0·t)` with `A = -1`,
///   `B = v0 + ω0·A`;
/// - over-damped, `ζ > 1`: `y(t) = C1·e^(r1·t) + C2·e^(r2·t)` with `r1,2 = -ω0·(ζ ∓ √(ζ²-1))`,
///   `C2 = (v0 - r1·A) / (r2 - r1)`, `C1 = A - C2`.
///
/// The amplitude envelope bounds `|y|` from above: `√(A² + B²)·e^(-ζω0·t)`,
/// `(|A| + |B|·t)·e^(-ω0·t)` and `|C1|·e^(r1·t) + |C2|·e^(r2·t)` respectively. The spring has
/// settled once the envelope stays below a tolerance (0.1% of the distance by default).
nonisolated public struct Spring: Hashable, Sendable {
    /// The mass of the moving body.
    public let mass: Double
    /// The spring constant `k`.
    public let stiffness: Double
    /// The damping coefficient `c`.
    public let damping: Double
    /// The velocity at time 0, in progress per second (1 covers the whole distance in a second).
    public let initialVelocity: Double
    /// The damping ratio `ζ = c / (2√(k·m))`: below 1 the spring overshoots and oscillates.
    public let dampingRatio: Double
    /// The undamped angular frequency `ω0 = √(k/m)`, in radians per second.
    public let naturalFrequency: Double
    /// The time, in seconds, after which the envelope of `|value - 1|` stays below
    /// `Spring.defaultTolerance`; infinite for an undamped spring.
    public let settlingDuration: Double

    /// The default settling tolerance: 0.1% of the distance.
    public static let defaultTolerance = 0.001

    /// The damping ratios within this distance of 1 use the critically damped solution.
    static let criticalTolerance = 1e-6

    @usableFromInline
    let solution: Solution

    /// Creates a spring from its physical parameters. `mass` and `stiffness` must be positive
    /// and `damping` non-negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "invalid spring parameters")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        solution = Solution(omega0: naturalFrequency, zeta: dampingRatio, v0: initialVelocity)
        settlingDuration = solution.settlingDuration(tolerance: Spring.defaultTolerance)
    }

    /// Creates a spring of unit mass from a damping ratio and a response: the period, in seconds,
    /// of the undamped oscillation (`ω0 = 2π / response`), as SwiftUI's spring.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        precondition(response > 0, "the response must be positive")
        let omega0 = 2 * Double.pi / response
        self.init(
            mass: 1, stiffness: omega0 * omega0, damping: 2 * max(dampingRatio, 0) * omega0,
            initialVelocity: initialVelocity)
    }

    /// Creates the spring of UIKit's `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:)`: the stiffness is chosen so that the motion has settled to
    /// within 0.1% of the target (its whole envelope, for any damping ratio and initial
    /// velocity) by `duration`, so the animation really ends when its duration elapses.
    ///
    /// - Parameters:
    ///   - duration: the time in seconds by which the spring settles (positive).
    ///   - dampingRatio: ζ; values at or below 0 are raised to 0.001 so that the spring settles.
    ///   - initialVelocity: the starting speed relative to the distance (1 covers it in one
    ///     second), as UIKit's initialSpringVelocity.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        precondition(duration > 0 && duration.isFinite, "the duration must be positive")
        let zeta = max(dampingRatio, 0.001)
        let tolerance = Spring.defaultTolerance
        func settling(_ omega0: Double) -> Double {
            Solution(omega0: omega0, zeta: zeta, v0: initialVelocity).settlingDuration(tolerance: tolerance)
        }
        // The settling time falls as the spring stiffens: bracket the frequency, then bisect on
        // its logarithm, keeping the stiffer end (which settles in time).
        var low = 1 / duration
        var high = low
        var steps = 0
        while settling(low) <= duration && steps < 200 {
            low /= 2
            steps += 1
        }
        while settling(high) > duration && steps < 400 {
            high *= 2
            steps += 1
        }
        while high / low > 1 + 1e-12 && steps < 500 {
            steps += 1
            let middle = (low * high).squareRoot()
            if settling(middle) > duration { low = middle } else { high = middle }
        }
        self.init(mass: 1, stiffness: high * high, damping: 2 * zeta * high, initialVelocity: initialVelocity)
    }

    /// The progress at `time` seconds (0 at time 0, 1 at the target; a time before 0 gives 0).
    @inlinable
    public func value(at time: Double) -> Double {
        time > 0 ? 1 + solution.displacement(at: time) : 0
    }

    /// The velocity at `time` seconds, in progress per second (`initialVelocity` at time 0).
    @inlinable
    public func velocity(at time: Double) -> Double {
        solution.velocity(at: max(time, 0))
    }

    /// True once the spring has settled: `time` is at or after `settlingDuration`.
    @inlinable
    public func isDone(at time: Double) -> Bool { time >= settlingDuration }

    /// The time after which the envelope of `|value - 1|` stays below `tolerance`.
    public func settlingDuration(tolerance: Double) -> Double {
        solution.settlingDuration(tolerance: tolerance)
    }

    /// An upper bound of `|value(at: time) - 1|` that never grows once the spring has started
    /// settling (see the type's documentation).
    public func envelope(at time: Double) -> Double { solution.envelope(at: max(time, 0)) }
}

nonisolated extension Spring {
    /// The coefficients of the closed-form displacement `y = x - 1` for each damping regime.
    @usableFromInline
    enum Solution: Hashable, Sendable {
        /// `e^(-decay·t) · (a·cos(omega·t) + b·sin(omega·t))`.
        case underDamped(decay: Double, omega: Double, a: Double, b: Double)
        /// `(a + b·t) · e^(-omega·t)`.
        case criticallyDamped(omega: Double, a: Double, b: Double)
        /// `c1·e^(r1·t) + c2·e^(r2·t)`.
        case overDamped(r1: Double, r2: Double, c1: Double, c2: Double)

        init(omega0: Double, zeta: Double, v0: Double) {
            let a = -1.0
            if abs(zeta - 1) <= Spring.criticalTolerance {
                self = .criticallyDamped(omega: omega0, a: a, b: v0 + omega0 * a)
            } else if zeta < 1 {
                let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
                let decay = zeta * omega0
                self = .underDamped(decay: decay, omega: omegaD, a: a, b: (v0 + decay * a) / omegaD)
            } else {
                let root = (zeta * zeta - 1).squareRoot()
                let r1 = -omega0 * (zeta - root)
                let r2 = -omega0 * (zeta + root)
                let c2 = (v0 - r1 * a) / (r2 - r1)
                self = .overDamped(r1: r1, r2: r2, c1: a - c2, c2: c2)
            }
        }

        @usableFromInline
        func displacement(at t: Double) -> Double {
            switch self {
            case .underDamped(let decay, let omega, let a, let b):
                return exp(-decay * t) * (a * cos(omega * t) + b * sin(omega * t))
            case .criticallyDamped(let omega, let a, let b):
                return (a + b * t) * exp(-omega * t)
            case .overDamped(let r1, let r2, let c1, let c2):
                return c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
        }

        @usableFromInline
        func velocity(at t: Double) -> Double {
            switch self {
            case .underDamped(let decay, let omega, let a, let b):
                let cosine = cos(omega * t)
                let sine = sin(omega * t)
                return exp(-decay * t) * ((b * omega - decay * a) * cosine - (a * omega + decay * b) * sine)
            case .criticallyDamped(let omega, let a, let b):
                return (b - omega * (a + b * t)) * exp(-omega * t)
            case .overDamped(let r1, let r2, let c1, let c2):
                return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            }
        }

        func envelope(at t: Double) -> Double {
            switch self {
            case .underDamped(let decay, _, let a, let b):
                return (a * a + b * b).squareRoot() * exp(-decay * t)
            case .criticallyDamped(let omega, let a, let b):
                return (abs(a) + abs(b) * t) * exp(-omega * t)
            case .overDamped(let r1, let r2, let c1, let c2):
                return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
            }
        }

        /// The time at which the envelope falls to `tolerance` for good. Each envelope rises
        /// for at most a while (only the critically damped one can) and then decays, so the
        /// answer is the single crossing after its peak.
        func settlingDuration(tolerance: Double) -> Double {
            var peak = 0.0
            var scale: Double
            switch self {
            case .underDamped(let decay, _, _, _):
                guard decay > 0 else { return .infinity }
                scale = 1 / decay
            case .criticallyDamped(let omega, let a, let b):
                if b != 0 { peak = max(0, (abs(b) - omega * abs(a)) / (omega * abs(b))) }
                scale = 1 / omega
            case .overDamped(let r1, _, _, _):
                scale = -1 / r1
            }
            if envelope(at: peak) <= tolerance { return peak }
            var low = peak
            var high = peak + scale
            while envelope(at: high) > tolerance {
                low = high
                high += scale
                scale *= 2
                if !high.isFinite { return .infinity }
            }
            var steps = 0
            while high - low > 1e-12 * high && steps < 200 {
                steps += 1
                let middle = (low + high) / 2
                if envelope(at: middle) > tolerance { low = middle } else { high = middle }
            }
            return high
        }
    }
}
