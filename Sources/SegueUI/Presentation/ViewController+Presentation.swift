import SegueCore

extension ViewController {
    /// Presents a controller modally, as UIKit's present(_:animated:completion:). The request is
    /// queued while another transition runs. A controller that already presents one ignores it.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = sceneWindow else { return }
        window.perform { [weak self, weak window] in
            guard let self, let window else { return }
            window.runPresentation(of: controller, from: self, animated: animated, completion: completion)
        }
    }

    /// Dismisses the controller this one presented, or this one when it presents none, as UIKit's
    /// dismiss(animated:completion:): a screen inside a container (a navigation controller's)
    /// dismisses what its container presented, or the container itself when presented.
    /// Presentations above the dismissed one go with it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = sceneWindow else { return }
        window.perform { [weak self, weak window] in
            guard let self, let window else { return }
            let root = self.presentationRoot
            let target = self.presentedViewController ?? root.presentedViewController ?? root
            window.runDismissal(of: target, animated: animated, completion: completion)
        }
    }

    /// Dismisses interactively, as `dismiss(animated:completion:)` with `interaction` driving the
    /// dismissal (a drag to dismiss passes a `PercentDrivenInteractiveTransition`). With a custom
    /// animator the transitioning delegate is asked `interactionControllerForDismissal` and handed
    /// `interaction` to return (or not). The dismissal starts now or not at all. Returns true when
    /// it started and `interaction` drives it; false when nothing is presented, a transition runs
    /// or requests wait, or the delegate declined the interaction (the dismissal then plays on
    /// its own).
    @discardableResult
    public func dismiss(interaction: InteractiveTransitioning, completion: (() -> Void)? = nil) -> Bool {
        guard let window = sceneWindow else { return false }
        return window.performInteractive(interaction) { [weak self, weak window] in
            guard let self, let window else { return }
            let root = self.presentationRoot
            let target = self.presentedViewController ?? root.presentedViewController ?? root
            window.runDismissal(of: target, animated: true, interaction: interaction, completion: completion)
        }
    }

    /// The presentation controller of the presentation this controller (or its container) is
    /// shown in, while presented with one (the custom and sheet styles); nil otherwise. UIKit
    /// makes one ahead of the presentation for code that configures it; Segue makes it when the
    /// presentation starts.
    public var presentationController: PresentationController? {
        let root = presentationRoot
        return sceneWindow?.presentations.first { $0.presented === root }?.presentationController
    }

    /// The controller whose view stands for this one in the window: its outermost parent.
    var presentationRoot: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}
