import SegueCore

/// A stack of screens with a bar, as UINavigationController: push, pop, pop to root or to a
/// screen, and replacing the stack, each animated by the delegate's animator or the system slide,
/// and interactive when an interaction controller is supplied (the left-edge swipe included).
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Supplies custom animators and interaction controllers. Not retained.
    public weak var delegate: NavigationControllerDelegate?
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// The view in which the screens are shown and transitions happen.
    public let containerView = View()
    /// The left-edge swipe that pops interactively, as UIKit's interactivePopGestureRecognizer.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(edges: .left)
    private var popDriver: InteractiveDragDriver?

    /// Creates a navigation controller with a root screen.
    public init(rootViewController: ViewController) {
        super.init(title: rootViewController.title)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// Makes the controller's view: the container of the screens under the navigation bar.
    open override func loadView() -> View {
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
        interactivePopGestureRecognizer.allowedScrollTypesMask = .continuous
        view.addGestureRecognizer(interactivePopGestureRecognizer)
        popDriver = InteractiveDragDriver(
            recognizer: interactivePopGestureRecognizer, direction: Point(x: 1, y: 0),
            length: { [unowned self] in self.view.bounds.width },
            start: { [weak self] interaction in self?.popViewController(interaction: interaction) ?? false })
        if let top = topViewController {
            containerView.addSubview(top.view)
            navigationBar.setItem(title: top.title ?? "", backTitle: backTitle(below: top))
        }
        return view
    }

    func layoutContent() {
        let b = view.bounds
        navigationBar.frame = Rect(x: 0, y: 0, width: b.width, height: NavigationBar.height)
        navigationBar.setNeedsLayout()
        let oldSize = containerView.bounds.size
        // A window shorter than the bar leaves the screens no room, never a negative height.
        containerView.frame = Rect(
            x: 0, y: NavigationBar.height, width: b.width, height: max(b.height - NavigationBar.height, 0))
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
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return viewControllers[index - 1].title ?? "Back"
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

    /// Pops to the root screen; returns the screens popped.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers.dropFirst())
        schedule { [weak self] in
            guard let self, self.viewControllers.count > 1 else { return }
            self.changeStack(to: [self.viewControllers[0]], animated: animated)
        }
        return popped
    }

    /// Pops to a screen in the stack; returns the screens popped.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return [] }
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
        for controller in newStack where controller.parent !== self { addChild(controller) }
        guard isViewLoaded, let window = sceneWindow, animated, from !== to, appearanceState == .appeared else {
            replaceStack(from: oldStack, to: newStack, animated: false)
            return
        }
        let animator: AnimatedTransitioning
        var interaction: InteractiveTransitioning?
        if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
            animator = custom
            interaction = delegate?.navigationController(
                self, interactionControllerFor: custom, requestedInteraction: requested)
        } else {
            animator = operation == .push ? SystemSlideAnimator(operation: .push) : SystemSlideAnimator(operation: .pop)
            interaction = requested
        }
        let toTitle = to.title ?? ""
        let toBack = backTitle(in: newStack, below: to)
        var request = TransitionRequest(
            operation: operation, from: from, to: to, containerView: containerView, fromView: from.view,
            toView: to.view, fromInitialFrame: containerView.bounds, toFinalFrame: containerView.bounds,
            animator: animator, interactionController: interaction)
        request.extraDrivenViews = [navigationBar]
        // The transition may outlive the controller (an app that drops it mid-flight): each step
        // then does nothing for it.
        request.prepare = { [weak self] in
            guard let self else { return }
            // As in UIKit, the stack shows the new state while the transition runs.
            self.viewControllers = newStack
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
            TransitionRunner.resetResidue(to.view, resting: to.restingTransform)
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
                for controller in oldStack where !newStack.contains(where: { $0 === controller }) {
                    controller.removeFromParent()
                }
                self.installTopView()
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                self.viewControllers = oldStack
                for controller in newStack where !oldStack.contains(where: { $0 === controller }) {
                    controller.removeFromParent()
                }
                self.installTopView()
                // UIKit's cancelled order: the incoming screen disappears, the outgoing one reappears.
                to.beginAppearanceTransition(false, animated: true)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
            }
        }
        TransitionRunner.run(request, in: window)
    }

    /// Changes the stack at once, with appearance callbacks (animated false).
    private func replaceStack(from oldStack: [ViewController], to newStack: [ViewController], animated: Bool) {
        let from = oldStack.last
        let to = newStack.last
        let visible = isViewLoaded && appearanceState == .appeared
        if visible, from !== to {
            from?.beginAppearanceTransition(false, animated: animated)
            to?.beginAppearanceTransition(true, animated: animated)
        }
        viewControllers = newStack
        for controller in oldStack where !newStack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        if isViewLoaded { installTopView() }
        if visible, from !== to {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
    }

    /// Puts the tree into its idle shape: the container holds only the top screen's view, clean
    /// of animator residue, and the bar shows its item.
    func installTopView() {
        guard let top = topViewController else { return }
        for subview in containerView.subviews where subview !== top.view {
            subview.removeFromSuperview()
            if let controller = viewControllers.first(where: { $0.isViewLoaded && $0.view === subview }) {
                TransitionRunner.resetResidue(controller.view)
            }
        }
        TransitionRunner.resetResidue(top.view, resting: top.restingTransform)
        TransitionRunner.resetResidue(containerView)
        if top.view.superview !== containerView { containerView.addSubview(top.view) }
        top.view.frame = containerView.bounds
        navigationBar.setItem(title: top.title ?? "", backTitle: backTitle(below: top))
    }

    private func backTitle(in stack: [ViewController], below controller: ViewController) -> String? {
        guard let index = stack.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return stack[index - 1].title ?? "Back"
    }
}
