import SegueCore

/// One modal presentation on screen: who presented whom, in which style, and the full-window
/// container that holds the presented view (and a dimming view under the custom style).
@preconcurrency @MainActor public final class Presentation {
    /// The presented controller.
    public let presented: ViewController
    /// The controller that presented it.
    public unowned let presenting: ViewController
    /// The kind of presentation it is: `.fullScreen`, `.overFullScreen` or `.custom` (the
    /// controller's style resolved; the sheet styles are custom presentations by a sheet).
    public let style: ModalPresentationStyle
    /// The container view in the window.
    public let containerView: View
    /// The presentation controller (custom style).
    public let presentationController: PresentationController?
    /// The presenter's view while a full-screen dismissal shows it inside this container.
    var presenterViewInContainer: View?

    init(
        presented: ViewController, presenting: ViewController, style: ModalPresentationStyle, containerView: View,
        presentationController: PresentationController?
    ) {
        self.presented = presented
        self.presenting = presenting
        self.style = style
        self.containerView = containerView
        self.presentationController = presentationController
    }
}
