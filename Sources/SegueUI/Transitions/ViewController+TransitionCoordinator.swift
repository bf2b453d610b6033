extension ViewController {
    /// The coordinator of the transition under way that moves this controller or one of its
    /// ancestors (pushed, popped, presented, dismissed, or the container doing it), as UIKit's:
    /// from the will-appear and will-disappear callbacks until the transition ends; nil otherwise.
    public var transitionCoordinator: TransitionCoordinator? {
        guard let transition = sceneWindow?.activeTransition, let coordinator = transition.context.coordinator,
            !coordinator.hasEnded
        else { return nil }
        let context = transition.context
        let moving = [context.controller(forKey: .from), context.controller(forKey: .to)]
        var current: ViewController? = self
        while let controller = current {
            for end in moving {
                var node: ViewController? = end
                while let candidate = node {
                    if candidate === controller { return coordinator }
                    node = candidate.parent
                }
            }
            current = controller.parent
        }
        return nil
    }
}
