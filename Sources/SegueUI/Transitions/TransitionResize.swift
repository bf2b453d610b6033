import SegueCore

/// A window resized during a transition: the transition's container is laid out for the new
/// size at once, and everything the animator put in it (the screens, shared-element stand-ins,
/// the dimming) is scaled with it, model and running animations alike
/// (`View.rescaleGeometry`), so the transition continues from where it was, for the new size,
/// and ends exactly where the layout for that size puts each screen: no black beside screens
/// still at the old size, no jump at the end. Screens lay their content out for their new bounds.
enum TransitionResize {
    /// Call after `container`, whose bounds were `oldSize`, was given its new frame: when the
    /// transition running in `window` draws in it, its subviews are scaled to the new size.
    /// A view that rests somewhere else than filling the container (a presented card) passes
    /// `restingFrames`, the frame it rests at for the old size and for the new one: its geometry
    /// is mapped from one onto the other, so it ends exactly where the layout puts it.
    static func containerDidResize(
        _ container: View, from oldSize: Size, in window: SceneWindow?,
        restingFrames: (view: View, old: Rect, new: Rect)? = nil
    ) {
        let newSize = container.bounds.size
        guard newSize != oldSize, oldSize.width > 0, oldSize.height > 0,
            let transition = window?.activeTransition, transition.context.containerView === container
        else { return }
        let sx = newSize.width / oldSize.width
        let sy = newSize.height / oldSize.height
        for subview in container.subviews {
            if let resting = restingFrames, resting.view === subview, resting.old.width > 0, resting.old.height > 0 {
                let rx = resting.new.width / resting.old.width
                let ry = resting.new.height / resting.old.height
                subview.rescaleGeometry(
                    sx: rx, sy: ry,
                    offset: Point(
                        x: resting.new.minX - resting.old.minX * rx, y: resting.new.minY - resting.old.minY * ry))
            } else {
                subview.rescaleGeometry(sx: sx, sy: sy)
            }
        }
        transition.animator.containerDidResize(using: transition.context, from: oldSize)
    }
}
