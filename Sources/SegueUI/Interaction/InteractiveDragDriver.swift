import SegueCore

/// Turns a pan into a percent-driven transition: when the pan begins it starts the transition
/// with a fresh `PercentDrivenInteractiveTransition`, follows the finger while it moves
/// (progress = distance along the drag ÷ `length`), and on release finishes or cancels it by
/// `ReleaseDecision`, handing the release velocity to the completion.
///
/// A pan that begins while a transition it finished is still playing its completion grabs it
/// (as UIKit's interruptible animators allow): the transition stops where it is and follows the
/// finger again from there. A cancelling transition is not grabbed; the new pan waits for it.
@preconcurrency @MainActor public final class InteractiveDragDriver {
    /// The recognizer it listens to.
    public let recognizer: PanGestureRecognizer
    /// The interaction in progress (or finishing), if any.
    public private(set) var interaction: PercentDrivenInteractiveTransition?
    /// How release decides between finishing and cancelling.
    public var decision = ReleaseDecision()

    private let direction: Point
    private let length: () -> Double
    private let start: (PercentDrivenInteractiveTransition) -> Bool
    private var baseProgress = 0.0

    /// Creates a driver. `direction` is the unit vector of the drag that advances the transition
    /// (down (0, 1) to dismiss, right (1, 0) to pop); `length` the distance for 100%; `start`
    /// begins the transition with the interaction (`popViewController(interaction:)`,
    /// `dismiss(interaction:)`) and returns whether that interaction now drives it.
    public init(
        recognizer: PanGestureRecognizer, direction: Point, length: @escaping () -> Double,
        start: @escaping (PercentDrivenInteractiveTransition) -> Bool
    ) {
        self.recognizer = recognizer
        self.direction = direction
        self.length = length
        self.start = start
        recognizer.addTarget { [weak self] _ in self?.handle() }
    }

    private func along(_ p: Point) -> Double { p.x * direction.x + p.y * direction.y }

    private func handle() {
        switch recognizer.state {
        case .began:
            if let current = interaction, current.phase == .finishing, current.grab() {
                baseProgress = current.percentComplete
            } else {
                let fresh = PercentDrivenInteractiveTransition()
                // Segue's own drags keep the finger's speed when they let go.
                fresh.completionMotion = .spring(response: Spring.handOffResponse)
                if start(fresh) {
                    interaction = fresh
                    baseProgress = 0
                } else {
                    interaction = nil
                }
            }
            follow()
        case .changed:
            follow()
        case .ended:
            guard let interaction, interaction.phase == .interacting else { return }
            let distance = max(length(), 1)
            let speed = along(recognizer.velocity(in: nil))
            let progress = interaction.percentComplete
            let decision = interaction.releaseDecision ?? decision
            if decision.shouldFinish(progress: progress, velocity: speed, length: distance) {
                interaction.finish(velocity: speed / distance)
            } else {
                interaction.cancel(velocity: speed / distance)
            }
        case .cancelled, .failed:
            if let interaction, interaction.phase == .interacting { interaction.cancel() }
        default:
            break
        }
    }

    private func follow() {
        guard let interaction, interaction.phase == .interacting else { return }
        let distance = max(length(), 1)
        interaction.fingerTravel = Point(x: direction.x * distance, y: direction.y * distance)
        interaction.update(baseProgress + along(recognizer.followingTranslation(in: nil)) / distance)
    }
}
