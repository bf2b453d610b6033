import Foundation
import SegueCore

/// A stack of screens with a bar, as UINavigationController: push, pop, pop to root or to a
/// screen, and replacing the stack, each animated by the delegate's animator or the system slide,
/// and interactive when an interaction controller is supplied (the left-edge swipe included).
@preconcurrency @MainActor open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Supplies custom animators and interaction controllers. Not retained.
    public weak var delegate: NavigationControllerDelegate?
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// The view in which the screens are shown and transitions happen.
    public let containerView = View()
    /// The left-edge swipe that pops interactively, as UIKit's interactivePopGestureRecognizer
    /// (`interactivePopGestureRecognizer?.isEnabled = false` turns it off).
    public var interactivePopGestureRecognizer: GestureRecognizer? { edgePanRecognizer }
    /// The left-edge swipe, as its own type.
    let edgePanRecognizer = ScreenEdgePanGestureRecognizer(edges: .left)
    private var popDriver: InteractiveDragDriver?
    /// True while the navigation bar is hidden: the screens then fill the whole view.
    public private(set) var isNavigationBarHidden = false

    /// Creates a navigation controller with a root screen.
    public init(rootViewController: ViewController) {
        super.init(title: rootViewController.title)
        viewControllers = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// Segue reads no archives: there is nothing to decode a controller from, so this gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Hides or shows the navigation bar; with `animated` the bar slides out of or into the top
    /// edge (0.35 s, UIKit's navigation duration) while the screens grow or shrink to match.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        guard isViewLoaded else { return }
        if animated {
            View.animate(withDuration: 0.35, curve: .easeInEaseOut) { self.layoutContent() }
        } else {
            layoutContent()
        }
    }

    /// Hides or shows the navigation bar at once (`setNavigationBarHidden(_:animated: false)`).
    public func setNavigationBarHidden(_ hidden: Bool) {
        setNavigationBarHidden(hidden, animated: false)
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// Makes the controller's view: the container of the screens under the navigation bar.
    open override func loadView() {
        let view = View(frame: Rect(origin: .zero, size: .defaultWindow))
        view.backgroundColor = .white
        view.accessibilityTitle = "NavigationView"
        containerView.accessibilityTitle = "NavigationContainer"
        containerView.clipsToBounds = true
        containerView.backgroundColor = .black
        view.addSubview(containerView)
        view.addSubview(navigationBar)
        view.layoutHandler = { [unowned self] _ in self.layoutContent() }
        navigationBar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        // A trackpad's two-finger swipe pops too, as on iPadOS.
        edgePanRecognizer.allowedScrollTypesMask = .continuous
        view.addGestureRecognizer(edgePanRecognizer)
        popDriver = InteractiveDragDriver(
            recognizer: edgePanRecognizer, direction: Point(x: 1, y: 0),
            length: { [unowned self] in self.view.bounds.width },
            start: { [weak self] interaction in self?.popViewController(interaction: interaction) ?? false })
        self.view = view
        if let top = topViewController {
            containerView.addSubview(top.view)
            navigationBar.setItem(title: top.barTitle ?? "", backTitle: backTitle(below: top))
        }
    }

    func layoutContent() {
        let b = view.bounds
        let barHeight = isNavigationBarHidden ? 0 : NavigationBar.height
        navigationBar.frame = Rect(
            x: 0, y: isNavigationBarHidden ? -NavigationBar.height : 0, width: b.width, height: NavigationBar.height)
        navigationBar.setNeedsLayout()
        let oldSize = containerView.bounds.size
        // A window shorter than the bar leaves the screens no room, never a negative height.
        containerView.frame = Rect(x: 0, y: barHeight, width: b.width, height: max(b.height - barHeight, 0))
        containerView.setNeedsLayout()
        TransitionResize.containerDidResize(containerView, from: oldSize, in: sceneWindow)
        if sceneWindow?.activeTransition?.context.containerView !== containerView, let top = topViewController {
            if top.view.superview === containerView, top.view.animations.isEmpty {
                top.view.frame = containerView.bounds
            }
        }
    }

    /// The frame a screen's view has when shown.
    public var contentFrame: Rect { containerView.bounds }

    private func backTitle(below controller: ViewController) -> String? {
        backTitle(in: viewControllers, below: controller)
    }

    override var appearanceForwardingChild: ViewController? { topViewController }

    // MARK: Stack operations

    /// Pushes a screen.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        schedule { [weak self] in
            guard let self, !self.viewControllers.contains(where: { $0 === controller }) else { return }
            self.changeStack(to: self.viewControllers + [controller], animated: animated)
        }
    }

    /// Pops the top screen; returns it (nil on the root screen).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        let popped = viewControllers.count > 1 ? viewControllers.last : nil
        schedule { [weak self] in
            guard let self, self.viewControllers.count > 1 else { return }
            self.changeStack(to: Array(self.viewControllers.dropLast()), animated: animated)
        }
        return popped
    }

    /// Pops to the root screen; returns the screens popped (nil when there is none, as UIKit's).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        let popped = Array(viewControllers.dropFirst())
        schedule { [weak self] in
            guard let self, self.viewControllers.count > 1 else { return }
            self.changeStack(to: [self.viewControllers[0]], animated: animated)
        }
        return popped.isEmpty ? nil : popped
    }

    /// Pops to a screen in the stack; returns the screens popped (nil when the screen is not in
    /// the stack, as UIKit's).
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        schedule { [weak self] in
            guard let self, let index = self.viewControllers.firstIndex(where: { $0 === controller }) else { return }
            self.changeStack(to: Array(self.viewControllers[...index]), animated: animated)
        }
        return popped
    }

    /// Replaces the stack; animates as a push when the new top is new, as a pop when it was below.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        schedule { [weak self] in
            guard let self, !controllers.isEmpty else { return }
            self.changeStack(to: controllers, animated: animated)
        }
    }

    /// Pops the top screen interactively: `interaction` drives the pop (the left-edge swipe passes
    /// a `PercentDrivenInteractiveTransition`). With a delegate's custom animator, the delegate is
    /// asked `interactionControllerFor` and handed `interaction` to return (or not). The pop starts
    /// now or not at all. Returns true when it started and `interaction` drives it; false when
    /// there is nothing to pop, a transition runs or requests wait, or the delegate declined the
    /// interaction (the pop then plays on its own).
    @discardableResult
    public func popViewController(interaction: InteractiveTransitioning) -> Bool {
        guard viewControllers.count > 1, let window = sceneWindow else { return false }
        return window.performInteractive(interaction) { [weak self] in
            guard let self, self.viewControllers.count > 1 else { return }
            self.changeStack(to: Array(self.viewControllers.dropLast()), animated: true, interaction: interaction)
        }
    }

    private func schedule(_ work: @escaping () -> Void) {
        if let window = sceneWindow {
            window.perform(work)
        } else {
            work()
        }
    }

    // MARK: Transition

    private func changeStack(
        to newStack: [ViewController], animated: Bool, interaction requested: InteractiveTransitioning? = nil
    ) {
        guard let from = topViewController, let to = newStack.last else { return }
        let oldStack = viewControllers
        let operation: TransitionOperation = oldStack.contains(where: { $0 === to }) ? .pop : .push
        // Containment as UIKit's: the new screens hear willMove(toParent: self) now (addChild) and
        // didMove once they are in place; the leaving ones willMove(toParent: nil) now and
        // didMove(toParent: nil) once gone (removeFromParent).
        let added = newStack.filter { $0.parent !== self }
        let removed = oldStack.filter { old in !newStack.contains(where: { $0 === old }) }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        guard isViewLoaded, let window = sceneWindow, animated, from !== to, appearanceState == .appeared else {
            replaceStack(from: oldStack, to: newStack, added: added, removed: removed, animated: false)
            return
        }
        let animator: AnimatedTransitioning
        var interaction: InteractiveTransitioning?
        let navigationOperation: Operation = operation == .push ? .push : .pop
        if let custom = delegate?.navigationController(
            self, animationControllerFor: navigationOperation, from: from, to: to)
        {
            animator = custom
            interaction = delegate?.navigationController(
                self, interactionControllerFor: custom, requestedInteraction: requested)
        } else {
            animator = operation == .push ? SystemSlideAnimator(operation: .push) : SystemSlideAnimator(operation: .pop)
            interaction = requested
        }
        let toTitle = to.barTitle ?? ""
        let toBack = backTitle(in: newStack, below: to)
        var request = TransitionRequest(
            operation: operation, from: from, to: to, containerView: containerView, fromView: from.view,
            toView: to.view, fromInitialFrame: containerView.bounds, toFinalFrame: containerView.bounds,
            animator: animator, interactionController: interaction)
        request.clearsResidue = animator.clearsResidueWhenEnded || delegate is TransitionStyleDelegate
        request.extraDrivenViews = [navigationBar]
        // The transition may outlive the controller (an app that drops it mid-flight): each step
        // then does nothing for it.
        request.prepare = { [weak self] in
            guard let self else { return }
            // As in UIKit, the stack shows the new state while the transition runs.
            self.viewControllers = newStack
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
            self.delegate?.navigationController(self, willShow: to, animated: true)
            TransitionRunner.resetResidue(of: to)
            to.view.frame = self.containerView.bounds
        }
        request.alongside = { [weak self] duration in
            self?.navigationBar.beginTransition(
                title: toTitle, backTitle: toBack, forward: operation == .push, duration: duration,
                curve: interaction == nil ? .easeInEaseOut : .linear)
        }
        request.finish = { [weak self] completed in
            guard let self else { return }
            self.navigationBar.endTransition(completed: completed)
            if completed {
                self.viewControllers = newStack
                for controller in removed { controller.removeFromParent() }
                self.installTopView()
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                for controller in added where controller.parent === self { controller.didMove(toParent: self) }
                self.delegate?.navigationController(self, didShow: to, animated: true)
            } else {
                self.viewControllers = oldStack
                for controller in added {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                self.installTopView()
                // UIKit's cancelled order: the incoming screen disappears, the outgoing one reappears.
                to.beginAppearanceTransition(false, animated: true)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
                // The screens that were leaving stay: they are told they remain in place.
                for controller in removed where controller.parent === self { controller.didMove(toParent: self) }
            }
        }
        TransitionRunner.run(request, in: window)
    }

    /// Changes the stack at once, with appearance callbacks (animated false).
    private func replaceStack(
        from oldStack: [ViewController], to newStack: [ViewController], added: [ViewController],
        removed: [ViewController], animated: Bool
    ) {
        let from = oldStack.last
        let to = newStack.last
        let visible = isViewLoaded && appearanceState == .appeared
        if visible, from !== to {
            from?.beginAppearanceTransition(false, animated: animated)
            to?.beginAppearanceTransition(true, animated: animated)
            if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        }
        viewControllers = newStack
        for controller in removed { controller.removeFromParent() }
        if isViewLoaded { installTopView() }
        if visible, from !== to {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
        for controller in added where controller.parent === self { controller.didMove(toParent: self) }
        if visible, from !== to, let to { delegate?.navigationController(self, didShow: to, animated: animated) }
    }

    /// Puts the tree into its idle shape: the container holds only the top screen's view, clean
    /// of animator residue, and the bar shows its item.
    func installTopView() {
        guard let top = topViewController else { return }
        for subview in containerView.subviews where subview !== top.view {
            subview.removeFromSuperview()
            if let controller = viewControllers.first(where: { $0.isViewLoaded && $0.view === subview }) {
                TransitionRunner.resetResidue(of: controller)
            }
        }
        TransitionRunner.resetResidue(of: top)
        TransitionRunner.resetResidue(containerView)
        if top.view.superview !== containerView { containerView.addSubview(top.view) }
        top.view.frame = containerView.bounds
        navigationBar.setItem(title: top.barTitle ?? "", backTitle: backTitle(below: top))
    }

    private func backTitle(in stack: [ViewController], below controller: ViewController) -> String? {
        guard let index = stack.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        let below = stack[index - 1]
        return below.navigationItem.backButtonTitle ?? below.barTitle ?? "Back"
    }
}
