import SegueCore

extension SceneWindow {
    /// The view that fills the window slot below presentation `index` (the root's view for 0).
    func slotView(below index: Int) -> View? {
        if index == 0 { return rootViewController?.view }
        return presentations[index - 1].containerView
    }

    func runPresentation(
        of controller: ViewController, from source: ViewController, animated: Bool, completion: (() -> Void)?
    ) {
        // Present from the front-most controller of the source's chain, as UIKit does.
        var presenter = source.presentationRoot
        while let presented = presenter.presentedViewController { presenter = presented }
        // As UIKit, a controller whose view is not in the window hierarchy (dismissed meanwhile)
        // presents nothing.
        let onScreen = presenter === rootViewController || presentations.contains { $0.presented === presenter }
        guard onScreen, controller.presentingViewController == nil, controller !== presenter,
            presenter.presentedViewController == nil
        else { return }
        let requestedStyle = controller.modalPresentationStyle
        let style = requestedStyle.resolved
        let index = presentations.count
        let container = PresentationContainerView(frame: bounds)
        container.accessibilityTitle = "PresentationContainer"
        let delegate = controller.transitioningDelegate
        var presentationController: PresentationController?
        if requestedStyle.isSheet {
            // UIKit's page sheet on an iPhone: a sheet at its large detent over the receding
            // screen, dimmed (the delegate is not asked for a presentation controller).
            // A sheet configured ahead (`sheetPresentationController` before presenting) keeps
            // its detents and rests at its selected detent, else its smallest.
            if let sheet = controller.pendingSheetPresentationController {
                controller.pendingSheetPresentationController = nil
                if sheet.detents.isEmpty { sheet.detents = [.large] }
                let selected = sheet.selectedDetentIdentifier
                if !sheet.hasSelectedDetent || !sheet.detents.contains(where: { $0.identifier == selected }) {
                    sheet.selectedDetentIdentifier = sheet.smallestDetentIdentifier
                }
                sheet.stack(over: presenter)
                presentationController = sheet
            } else {
                let sheet = DetentSheetPresentationController(
                    presentedViewController: controller, presenting: presenter)
                sheet.detents = [.large]
                sheet.selectedDetentIdentifier = .large
                sheet.largestUndimmedDetentIdentifier = nil
                presentationController = sheet
            }
        } else if style == .custom {
            if let custom = delegate?.presentationController(
                forPresented: controller, presenting: presenter, source: source)
            {
                presentationController = custom
            } else {
                // UIKit's base presentation controller: the presented view fills the container, and
                // nothing is drawn beneath it (dimming is what a subclass adds).
                presentationController = PresentationController(
                    presentedViewController: controller, presenting: presenter)
            }
        }
        if let presentationController {
            presentationController.presentingViewController = presenter
            presentationController.containerView = container
            container.presentationController = presentationController
        }
        let presentation = Presentation(
            presented: controller, presenting: presenter, style: style, containerView: container,
            presentationController: presentationController)
        addSubview(container)
        presentations.append(presentation)
        controller.presentingViewController = presenter
        controller.owningWindow = self
        presenter.presentedViewController = controller
        let finalFrame = presentationController?.frameOfPresentedViewInContainerView ?? container.bounds
        let presenterView = slotView(below: index)
        let notifiesPresenter = style == .fullScreen
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            presentationController?.isTransitionInteractive = false
            if completed {
                if let view = presentation.presented.view as View?, view.superview !== container {
                    container.addSubview(view)
                }
                presentationController?.presentationTransitionDidEnd(true)
                if style == .fullScreen { presenterView?.removeFromSuperview() }
                self.installPresentations()
                controller.endAppearanceTransition()
                if notifiesPresenter { presenter.endAppearanceTransition() }
            } else {
                presentationController?.presentationTransitionDidEnd(false)
                self.removePresentation(presentation)
                self.installPresentations()
                controller.beginAppearanceTransition(false, animated: animated)
                controller.endAppearanceTransition()
                if notifiesPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
            if completed { completion?() }
        }
        guard animated else {
            if notifiesPresenter { presenter.beginAppearanceTransition(false, animated: false) }
            controller.beginAppearanceTransition(true, animated: false)
            container.addSubview(controller.view)
            controller.view.frame = finalFrame
            presentationController?.presentationTransitionWillBegin(duration: 0, animated: false)
            finish(true)
            return
        }
        let custom = delegate?.animationController(forPresented: controller, presenting: presenter, source: source)
        let animator = custom ?? Self.standardAnimator(for: controller, presenting: true)
        let interaction = custom.flatMap {
            delegate?.interactionControllerForPresentation(using: $0, requestedInteraction: nil)
        }
        var request = TransitionRequest(
            operation: .present, from: presenter, to: controller, containerView: container,
            fromView: style == .fullScreen ? presenterView : nil,
            toView: presentationController?.presentedView ?? controller.view,
            fromInitialFrame: bounds, toFinalFrame: finalFrame, animator: animator, interactionController: interaction)
        request.presentationStyle = requestedStyle
        request.clearsResidue = animator.clearsResidueWhenEnded || delegate is TransitionStyleDelegate
        // Under the custom and over-full-screen styles the presenter's view stays outside the
        // container; an animator may still animate it (the fold shrinks it), so time drives it too.
        if style != .fullScreen, presenter.isViewLoaded { request.extraDrivenViews = [presenter.view] }
        request.prepare = {
            if notifiesPresenter { presenter.beginAppearanceTransition(false, animated: true) }
            controller.beginAppearanceTransition(true, animated: true)
            TransitionRunner.resetResidue(of: controller)
            controller.view.frame = finalFrame
        }
        request.alongside = { duration in
            presentationController?.isTransitionInteractive = interaction?.wantsInteractiveStart ?? false
            presentationController?.presentationTransitionWillBegin(duration: duration, animated: true)
        }
        request.finish = finish
        TransitionRunner.run(request, in: self)
    }

    func runDismissal(
        of controller: ViewController, animated: Bool, interaction requested: InteractiveTransitioning? = nil,
        completion: (() -> Void)?
    ) {
        guard let index = presentations.firstIndex(where: { $0.presented === controller }) else {
            completion?()
            return
        }
        // Presentations above the dismissed one go at once, without animation.
        while presentations.count > index + 1, let top = presentations.last {
            top.presented.beginAppearanceTransition(false, animated: false)
            removePresentation(top)
            top.presented.endAppearanceTransition()
        }
        installPresentations()
        let presentation = presentations[index]
        let presenter = presentation.presenting
        let style = presentation.style
        let container = presentation.containerView
        let presentationController = presentation.presentationController
        let notifiesPresenter = style == .fullScreen
        let presenterView = slotView(below: index)
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            presentationController?.isTransitionInteractive = false
            presentation.presenterViewInContainer = nil
            if completed {
                presentationController?.dismissalTransitionDidEnd(true)
                self.removePresentation(presentation)
                self.installPresentations()
                controller.endAppearanceTransition()
                if notifiesPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                presentationController?.dismissalTransitionDidEnd(false)
                self.installPresentations()
                // UIKit's cancelled order; a presenter that got no callbacks (custom style) gets none.
                if notifiesPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
                controller.beginAppearanceTransition(true, animated: animated)
                controller.endAppearanceTransition()
            }
        }
        guard animated else {
            controller.beginAppearanceTransition(false, animated: false)
            if notifiesPresenter { presenter.beginAppearanceTransition(true, animated: false) }
            // As a completed animated transition does, without an animator: no resting transform.
            presenter.restingTransform = .identity
            finish(true)
            return
        }
        // Under full screen the presenter's view comes back below the presented one before the
        // first frame, so no frame shows an empty window.
        if style == .fullScreen, let presenterView {
            presenterView.frame = bounds
            container.insertSubview(presenterView, at: 0)
            presentation.presenterViewInContainer = presenterView
        }
        let delegate = controller.transitioningDelegate
        let custom = delegate?.animationController(forDismissed: controller)
        let animator = custom ?? Self.standardAnimator(for: controller, presenting: false)
        let interaction: InteractiveTransitioning?
        if let custom {
            interaction = delegate?.interactionControllerForDismissal(using: custom, requestedInteraction: requested)
        } else {
            interaction = requested
        }
        var request = TransitionRequest(
            operation: .dismiss, from: controller, to: presenter, containerView: container,
            fromView: presentationController?.presentedView ?? controller.view,
            toView: style == .fullScreen ? presenterView : nil,
            fromInitialFrame: controller.view.frame, toFinalFrame: bounds, animator: animator,
            interactionController: interaction)
        request.presentationStyle = controller.modalPresentationStyle
        request.clearsResidue = animator.clearsResidueWhenEnded || delegate is TransitionStyleDelegate
        if style != .fullScreen, presenter.isViewLoaded { request.extraDrivenViews = [presenter.view] }
        request.prepare = {
            controller.beginAppearanceTransition(false, animated: true)
            if notifiesPresenter { presenter.beginAppearanceTransition(true, animated: true) }
        }
        request.alongside = { duration in
            presentationController?.isTransitionInteractive = interaction?.wantsInteractiveStart ?? false
            presentationController?.dismissalTransitionWillBegin(duration: duration, animated: true)
        }
        request.finish = finish
        TransitionRunner.run(request, in: self)
    }

    /// The animator of a presentation or dismissal that the transitioning delegate left to the
    /// system: the sheet's for the sheet styles, else the one of the modal transition style.
    static func standardAnimator(for controller: ViewController, presenting: Bool) -> AnimatedTransitioning {
        if controller.modalPresentationStyle.isSheet, controller.modalTransitionStyle == .coverVertical {
            return DetentSheetAnimator(isPresenting: presenting)
        }
        switch controller.modalTransitionStyle {
        case .coverVertical, .partialCurl: return CoverVerticalAnimator(isPresenting: presenting)
        case .crossDissolve: return CrossDissolveAnimator(operation: presenting ? .present : .dismiss)
        case .flipHorizontal: return FlipHorizontalAnimator(isPresenting: presenting)
        }
    }

    /// Unlinks a presentation and removes its container.
    func removePresentation(_ presentation: Presentation) {
        presentation.containerView.removeFromSuperview()
        if presentation.presented.isViewLoaded { presentation.presented.view.removeFromSuperview() }
        presentations.removeAll { $0 === presentation }
        presentation.presenting.presentedViewController = nil
        presentation.presented.presentingViewController = nil
        presentation.presented.owningWindow = nil
    }

    /// Puts the window into its idle shape: the root view unless a full-screen presentation
    /// covers it, then each presentation's container with its dimming view (custom style) and the
    /// presented view, all clean of animator residue.
    func installPresentations() {
        var slots: [View] = []
        if let root = rootViewController?.view { slots.append(root) }
        for presentation in presentations { slots.append(presentation.containerView) }
        var expected: [View] = []
        for (i, slot) in slots.enumerated() {
            let coveredByFullScreen = i < presentations.count && presentations[i].style == .fullScreen
            if !coveredByFullScreen { expected.append(slot) }
        }
        for subview in subviews where !expected.contains(where: { $0 === subview }) {
            subview.removeFromSuperview()
        }
        // A root view covered by a full-screen presentation is out of the tree, but an animator may
        // have touched it (a cancelled dismissal animates the presenter): clean it too.
        if let root = rootViewController, root.isViewLoaded, !expected.contains(where: { $0 === root.view }) {
            TransitionRunner.resetResidue(of: root)
        }
        for (i, view) in expected.enumerated() {
            if view.superview !== self || subviews.firstIndex(where: { $0 === view }) != i {
                insertSubview(view, at: i)
            }
            if let root = rootViewController, view === root.view {
                TransitionRunner.resetResidue(of: root)
                // A view kept as the animator left it keeps its frame too (UIKit lays out no
                // presenter beneath a custom presentation).
                if root.keepsTransitionResidue { continue }
            } else {
                TransitionRunner.resetResidue(view)
            }
            view.frame = bounds
        }
        for presentation in presentations {
            let container = presentation.containerView
            let presented: View = presentation.presented.view
            let dimming = presentation.presentationController?.dimmingView
            let chrome = presentation.presentationController?.chromeViews ?? []
            for subview in container.subviews
            where subview !== presented && subview !== dimming && !chrome.contains(where: { $0 === subview }) {
                subview.removeFromSuperview()
            }
            if let dimming {
                if dimming.superview !== container { container.insertSubview(dimming, at: 0) }
                dimming.removeAllAnimations()
                View.performWithoutAnimation { dimming.alpha = 1 }
                dimming.frame = container.bounds
            }
            if presented.superview !== container { container.addSubview(presented) }
            TransitionRunner.resetResidue(of: presentation.presented)
            presented.frame =
                presentation.presentationController?.frameOfPresentedViewInContainerView ?? container.bounds
        }
        for presentation in presentations { presentation.presentationController?.presentationsDidInstall() }
    }
}
