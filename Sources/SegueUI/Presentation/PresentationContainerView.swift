import SegueCore

/// The full-window view that holds one presentation. A click that hits only the container or
/// its dimming view goes through to the views behind while the presentation controller
/// `passesTouchesThrough` (a sheet resting at an undimmed detent).
final class PresentationContainerView: View {
    weak var presentationController: PresentationController?

    override func hitTest(_ point: Point, with event: UIEvent?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard let controller = presentationController, controller.passesTouchesThrough else { return hit }
        if hit === self || (hit != nil && hit === controller.segueDimmingView) { return nil }
        return hit
    }
}
