import Foundation

/// A property animation that follows a damped spring, as Core Animation's `CASpringAnimation`:
/// the spring's own motion (mass, stiffness, damping, initial velocity relative to the distance),
/// cut at `duration` as Core Animation cuts it, so code sets `duration = settlingDuration`.
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100).
    open var stiffness: CGFloat = 100
    /// The damping (10).
    open var damping: CGFloat = 10
    /// The start velocity, in distances a second (0).
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to come to rest (within Segue's tolerance of the distance).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// Creates a spring animation.
    public required init() { super.init() }

    /// Creates a spring animation of a key path with UIKit's damping ratio and response, as iOS
    /// 17's `init(perceptualDuration:bounce:)`: bounce 0 is critically damped.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let response = max(perceptualDuration, 0.001)
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        stiffness = CGFloat(pow(2 * Double.pi / response, 2))
        damping = CGFloat(4 * Double.pi * ratio / response)
        duration = settlingDuration
    }

    /// Makes a copy.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
        }
    }

    /// The spring.
    var spring: Spring {
        Spring(
            mass: max(Double(mass), 1e-6), stiffness: max(Double(stiffness), 1e-6), damping: max(Double(damping), 0),
            initialVelocity: Double(initialVelocity))
    }

    override var segueTiming: AnimationTiming { .spring(spring) }
}
