import SegueCore

/// Lays a custom-style presentation out as a sheet with detents, as UISheetPresentationController:
/// a card with rounded top corners and a grabber that rests at one of its `detents` (medium, half
/// the container; large, below a top gap), follows a drag point for point between them,
/// rubber-bands above the largest, and on release settles on the detent nearest the position the
/// release velocity projects (or is dismissed when that is nearer the bottom edge than the
/// smallest detent) with a critically damped spring that carries the velocity.
///
/// At or below `largestUndimmedDetentIdentifier` the sheet dims nothing and the screen behind it
/// keeps taking clicks; above it the dimming fades in linearly with the card's position, and the
/// view behind (the root screen, or the sheet this one was presented from) shrinks back.
@preconcurrency @MainActor public final class DetentSheetPresentationController: PresentationController {
    /// The detents the sheet can rest at (medium and large by default).
    public var detents: [SheetDetent] = [.medium, .large]
    /// The detent the sheet rests at. Set inside `animateChanges` to move there with the settling
    /// spring; outside it the sheet moves at once.
    public var selectedDetentIdentifier: SheetDetent.Identifier = .medium {
        didSet {
            hasSelectedDetent = true
            selectedDetentDidChange()
        }
    }
    /// False for a sheet configured ahead whose detent nobody chose: it presents at its smallest.
    var hasSelectedDetent = true
    /// The largest detent that dims nothing and lets clicks reach the screen behind; nil dims at
    /// every detent.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier? = .medium
    /// Shows the grabber at the top of the card.
    public var prefersGrabberVisible = true
    /// The gap above the card at the large detent, in points.
    public var topGap = 60.0
    /// The radius of the card's corners.
    public var cornerRadius = 14.0
    /// The scale of the view behind once this sheet is above its undimmed detents.
    public var recededScale = 0.92
    /// How far the top edge of the view behind moves down once it has receded, in points.
    public var recededDrop = 10.0
    /// The corner radius the root screen behind takes once it has receded.
    public var recededCornerRadius = 10.0
    /// The response of the critically damped spring a released card settles with
    /// (`SheetPhysics.settleResponse` unless tuned: the style's `response`).
    public var settleResponse = SheetPhysics.settleResponse
    /// The response of the spring that finishes or cancels a dismissal a drag released
    /// (`Spring.handOffResponse` unless tuned: the style's `releaseResponse`).
    public var releaseResponse = Spring.handOffResponse
    /// How a release lands (the style's `flickSpeed` and `projectionTime`): the projection is
    /// UIKit's deceleration stretched by `projectionTime` over its standard 0.2 s, and a release
    /// faster than `flickSpeed` never lands behind where it started (it goes on to the next
    /// detent in its direction, or dismisses going down from the smallest).
    public var releaseDecision = ReleaseDecision()

    /// Takes the release model from a style's motion: `releaseResponse`, `flickSpeed`,
    /// `projectionTime`, and `response` for the settling spring when the style has that key.
    public func apply(_ motion: StyleMotion) {
        if motion.keys.contains(.response) { settleResponse = motion.number(.response) }
        releaseResponse = motion.number(.releaseResponse)
        releaseDecision = motion.releaseDecision
    }

    /// How many sheets this one is presented over (0 for a sheet over a screen).
    public private(set) var stackDepth = 0
    /// The deepest sheet that still sits lower than the one it is presented from (the third:
    /// depth 2); deeper sheets keep that one's top gap.
    public static let steppedStackDepth = 2

    /// The card's top edge in the container, where the sheet was last put (follows drags and settling).
    public private(set) var cardTop: Double = 0
    /// The velocity, in points per second (down positive), that a dismissal's spring starts at
    /// (0 for a dismissal from code).
    public internal(set) var dismissalVelocity = 0.0
    /// True while the card settles towards a detent.
    public var isSettling: Bool { settleCallback != nil }
    /// True while a finger holds the card.
    public var isDragging: Bool { dragStart != nil }

    /// The grabber view, once the sheet is presented.
    public private(set) var grabberView: View?

    var animatesChanges = false
    /// Set from a release that dismisses the sheet until the dismissal ends: the card stays where
    /// the finger left it.
    var isLeavingFromDrag = false
    /// Set while a release picks the detent it settles on itself.
    var isChoosingDetent = false
    var settleCallback: FrameCallbackToken?
    var transitionCallback: FrameCallbackToken?
    var panRecognizer: SheetPanGestureRecognizer?
    /// Set while a finger rests on a card it stopped from settling.
    var isHeld = false
    /// The unbanded finger position of the card's top when the drag began.
    var dragStart: Double?
    /// The finger position of the card's top at the last move.
    var lastFingerTop: Double?
    /// The interactive dismissal a drag drives, while it runs.
    var dragDismissal: PercentDrivenInteractiveTransition?
    /// The card's top when the drag's dismissal began (its progress counts from there).
    var dragDismissalStart = 0.0
    var recededView: View?

    /// Creates the controller. A sheet presented from another sheet keeps a larger top gap (up
    /// to the third sheet of a stack; see `steppedStackDepth`), so the sheet behind shows above
    /// it, and starts at large when that one is at large.
    public override init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingColor = Self.standardDimmingColor
        stack(over: presenting)
    }

    /// A sheet configured ahead for `presented` (its `sheetPresentationController` before it is
    /// presented): at the large detent, dimming at every detent; stacked when presented.
    init(configuringAheadFor presented: ViewController) {
        super.init(presentedViewController: presented, presenting: nil)
        dimmingColor = Self.standardDimmingColor
        detents = [.large]
        largestUndimmedDetentIdentifier = nil
        hasSelectedDetent = false
    }

    /// The smallest of the detents (medium when the sheet has it).
    var smallestDetentIdentifier: SheetDetent.Identifier {
        detents.contains { $0.identifier == .medium } ? .medium : .large
    }

    /// Sits lower over a sheet that `presenting` is presented in.
    func stack(over presenting: ViewController) {
        if let below = presenting.presentedSheet {
            // As iOS stacks them: the second and third sheets each sit lower, so the one behind
            // shows above; from the fourth on they sit where the third does.
            stackDepth = below.stackDepth + 1
            topGap = stackDepth <= Self.steppedStackDepth ? below.topGap + 2 * below.recededDrop : below.topGap
            if below.selectedDetentIdentifier == .large { selectedDetentIdentifier = .large }
        }
    }

    /// Changes made in `changes` (the selected detent) animate with the settling spring, as
    /// UISheetPresentationController's `animateChanges`.
    public func animateChanges(_ changes: () -> Void) {
        animatesChanges = true
        changes()
        animatesChanges = false
    }

    // MARK: Geometry

    /// The container's height (0 before the presentation).
    var containerHeight: Double { containerView.map { Double($0.bounds.height) } ?? 0 }

    /// The card's top at a detent in the current container.
    public func top(of identifier: SheetDetent.Identifier) -> Double {
        let detent = detents.first { $0.identifier == identifier } ?? SheetDetent(identifier: identifier)
        return detent.top(containerHeight: containerHeight, topGap: topGap)
    }

    var detentTops: [Double] { detents.map { $0.top(containerHeight: containerHeight, topGap: topGap) } }
    /// The highest top (largest detent) and the lowest (smallest detent).
    var largestTop: Double { detentTops.min() ?? 0 }
    var smallestTop: Double { detentTops.max() ?? containerHeight }

    /// The card's frame for a top edge: full width, reaching the bottom edge, no shorter than the
    /// smallest detent (below it the card slides away whole).
    public func cardFrame(top: Double) -> Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = bounds.height - min(top, smallestTop)
        return Rect(x: 0, y: top, width: bounds.width, height: max(height, 0))
    }

    /// How far the dimming has faded in for a card top: 0 at or below the largest undimmed
    /// detent, 1 at the largest detent and above, linear between.
    public func dimmingFraction(top: Double) -> Double {
        let undimmedTop = largestUndimmedDetentIdentifier.map { self.top(of: $0) } ?? containerHeight
        let span = undimmedTop - largestTop
        guard span > 0 else { return undimmedTop <= largestTop && largestUndimmedDetentIdentifier == nil ? 1 : 0 }
        return min(max((undimmedTop - top) / span, 0), 1)
    }

    /// The detent the card's top is at (within half a point), or nil between detents.
    public var restingDetent: SheetDetent.Identifier? {
        detents.first { abs($0.top(containerHeight: containerHeight, topGap: topGap) - cardTop) < 0.5 }?.identifier
    }

    /// True when clicks outside the card reach the screen behind: the card is at or below its
    /// largest undimmed detent.
    public override var passesTouchesThrough: Bool {
        guard largestUndimmedDetentIdentifier != nil, containerView != nil else { return false }
        return dimmingFraction(top: cardTop) <= 0
    }

    /// The card's frame at its selected detent, or where a drag that dismisses it left it.
    public override var frameOfPresentedViewInContainerView: Rect {
        cardFrame(top: isLeavingFromDrag ? cardTop : top(of: selectedDetentIdentifier))
    }

    // MARK: Transitions

    /// Adds the dimming (for the detent it rises to) and puts the card below the container.
    public override func presentationTransitionWillBegin(duration: Double, animated: Bool) {
        super.presentationTransitionWillBegin(duration: 0, animated: false)
        let card: View = presentedViewController.view
        card.cornerRadius = cornerRadius
        card.clipsToBounds = true
        installGrabber(on: card)
        recededView = viewBehind()
        cardTop = top(of: selectedDetentIdentifier)
        applyAppearance(top: animated ? containerHeight : cardTop)
        if animated { followTransition() }
    }

    /// Rests the card at its detent when the presentation completed.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        stopFollowingTransition()
        if completed {
            installPanRecognizer()
            setCardTop(top(of: selectedDetentIdentifier))
        } else {
            applyAppearance(top: containerHeight)
            recededView = nil
        }
        super.presentationTransitionDidEnd(completed)
    }

    /// Fades the dimming out with the dismissal.
    public override func dismissalTransitionWillBegin(duration: Double, animated: Bool) {
        stopSettling()
        if animated { followTransition() } else { applyAppearance(top: containerHeight) }
    }

    /// Puts the card back at its detent when the dismissal was cancelled.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        stopFollowingTransition()
        isLeavingFromDrag = false
        dragDismissal = nil
        if completed {
            applyAppearance(top: containerHeight)
            recededView = nil
            super.dismissalTransitionDidEnd(true)
        } else {
            super.dismissalTransitionDidEnd(false)
            dismissalVelocity = 0
            dismissalWasCancelled()
        }
    }

    /// Moves a resting or settling card to its detent's place for the new size (a card under a finger stays with it).
    public override func containerViewDidLayout() {
        guard containerView != nil else { return }
        super.containerViewDidLayout()
        // A new size moves the detents: a resting or settling card goes to its selected detent's
        // new place at once (a card under a finger stays with the finger).
        if !isDragging, transitionCallback == nil, presentedViewController.isViewLoaded,
            presentedViewController.view.superview === containerView
        {
            stopSettling()
            setCardTop(top(of: selectedDetentIdentifier))
        }
    }

    /// Puts the card back where it was (dragged or settling) or at its detent after the window rebuilt its presentations.
    public override func presentationsDidInstall() {
        let keepsPlace = isDragging || isSettling || isLeavingFromDrag
        setCardTop(keepsPlace ? cardTop : top(of: selectedDetentIdentifier))
    }

    /// The view behind and its transform with the card at rest on its selected detent.
    public override var presentingViewRestingTransform: (view: View, transform: Transform3D)? {
        guard let recededView else { return nil }
        let top = top(of: selectedDetentIdentifier)
        return (recededView, recessionTransform(for: recededView, fraction: dimmingFraction(top: top)))
    }

    // MARK: Moving the card

    func selectedDetentDidChange() {
        guard !isChoosingDetent, containerView != nil, presentedViewController.isViewLoaded,
            presentedViewController.view.superview === containerView, !isDragging, transitionCallback == nil
        else { return }
        let target = top(of: selectedDetentIdentifier)
        if animatesChanges {
            settle(to: target, velocity: 0)
        } else {
            stopSettling()
            setCardTop(target)
        }
    }

    /// Puts the card's top edge at `top` at once, with the dimming and the view behind to match.
    func setCardTop(_ top: Double) {
        guard presentedViewController.isViewLoaded else { return }
        cardTop = top
        let card: View = presentedViewController.view
        View.performWithoutAnimation { card.frame = cardFrame(top: top) }
        applyAppearance(top: top)
        // A sheet above pushes this card back with a transform made for the card's size: keep it
        // made for the size the card has now (the card may still settle under a new sheet).
        sheetAbove?.applyAppearance(top: sheetAbove?.cardTop ?? 0)
    }

    /// The sheet presented from this one, which pushes this card back, if any.
    var sheetAbove: DetentSheetPresentationController? {
        guard let above = presentedViewController.presentedViewController,
            let sheet = above.sheetPresentationController, sheet !== self, sheet.recededView != nil
        else { return nil }
        return sheet
    }

    /// Settles the card on `target` with the critically damped spring starting at `velocity`
    /// (points per second, down positive).
    func settle(to target: Double, velocity: Double) {
        stopSettling()
        guard let engine = containerView?.animationEngine else { return setCardTop(target) }
        let start = cardTop
        let distance = target - start
        guard abs(distance) > 0.01 || abs(velocity) > 1 else { return setCardTop(target) }
        let spring = SheetPhysics.settleSpring(distance: distance, velocity: velocity, response: settleResponse)
        engine.synchronizeWithClock()
        let beginTime = engine.time
        settleCallback = FrameCallbackToken(engine: engine) { [weak self] time in
            guard let self else { return }
            let elapsed = time - beginTime
            if spring.isDone(at: elapsed) {
                self.stopSettling()
                self.setCardTop(target)
            } else {
                self.setCardTop(start + distance * spring.value(at: elapsed))
            }
        }
    }

    func stopSettling() {
        settleCallback?.cancel()
        settleCallback = nil
    }

    /// While a transition moves the card, keeps the dimming and the view behind matched to it.
    func followTransition() {
        stopFollowingTransition()
        guard let engine = containerView?.animationEngine else { return }
        transitionCallback = FrameCallbackToken(engine: engine) { [weak self] _ in
            guard let self, self.presentedViewController.isViewLoaded else { return }
            let card: View = self.presentedViewController.view
            guard case .point(let position) = card.currentPresentationValue(of: .position),
                case .rect(let bounds) = card.currentPresentationValue(of: .bounds)
            else { return }
            let top = position.y - bounds.height * card.anchorPoint.y
            self.cardTop = top
            self.applyAppearance(top: top)
        }
    }

    func stopFollowingTransition() {
        transitionCallback?.cancel()
        transitionCallback = nil
    }

    // MARK: Dimming and the view behind

    /// The view this sheet pushes back: the presenter's own view (the root screen or the card
    /// of the sheet below).
    private func viewBehind() -> View? {
        let presenter = presentingViewController
        guard presenter.isViewLoaded else { return nil }
        var root = presenter
        while let parent = root.parent { root = parent }
        return root.isViewLoaded ? root.view : nil
    }

    private func recessionTransform(for view: View, fraction: Double) -> Transform3D {
        guard fraction > 0 else { return .identity }
        let scale = 1 - (1 - recededScale) * fraction
        // Scaled about its centre the top edge would move down by (1 - s)·h/2; the translation
        // puts it `recededDrop` below where it was, so the receded view still shows above the card.
        let dy = recededDrop * fraction - (1 - scale) * view.bounds.height / 2
        return Transform3D(scaleX: scale, y: scale, z: 1).concatenating(Transform3D(translationX: 0, y: dy, z: 0))
    }

    func applyAppearance(top: Double) {
        let fraction = dimmingFraction(top: top)
        View.performWithoutAnimation {
            dimmingView?.alpha = fraction
            if let view = recededView {
                view.transform3D = recessionTransform(for: view, fraction: fraction)
                if view !== presentingViewController.sheetPresentationController?.presentedViewController.view {
                    view.cornerRadius = recededCornerRadius * fraction
                    view.clipsToBounds = fraction > 0
                }
            }
        }
        if let grabber = grabberView, presentedViewController.isViewLoaded {
            let width = presentedViewController.view.bounds.width
            View.performWithoutAnimation { grabber.frame = Rect(x: (width - 36) / 2, y: 5, width: 36, height: 5) }
        }
    }

    private func installGrabber(on card: View) {
        guard prefersGrabberVisible, grabberView == nil else { return }
        let grabber = View(frame: Rect(x: (card.bounds.width - 36) / 2, y: 5, width: 36, height: 5))
        grabber.accessibilityTitle = "Grabber"
        grabber.backgroundColor = Color(r: 60, g: 60, b: 67, a: 77)
        grabber.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        card.addSubview(grabber)
        grabberView = grabber
    }
}

extension ViewController {
    /// The detent sheet this controller is presented in, as UIKit's `sheetPresentationController`.
    /// Before a presentation in a sheet style (`.pageSheet`, `.formSheet`, `.automatic`,
    /// `.popover`), the sheet the next presentation will use, to configure ahead as on iOS
    /// (`detents`, `selectedDetentIdentifier`, `prefersGrabberVisible`…): at the large detent
    /// alone by default, dimming at every detent, and resting at the smallest of its detents
    /// unless one was selected. Nil otherwise.
    public var sheetPresentationController: DetentSheetPresentationController? {
        if let sheet = presentedSheet { return sheet }
        guard modalPresentationStyle.isSheet, parent == nil, sceneWindow?.rootViewController !== self,
            presentingViewController == nil
        else { return nil }
        if let pending = pendingSheetPresentationController { return pending }
        let sheet = DetentSheetPresentationController(configuringAheadFor: self)
        pendingSheetPresentationController = sheet
        return sheet
    }

    /// The detent sheet this controller is presented in now, if any.
    var presentedSheet: DetentSheetPresentationController? {
        guard let window = sceneWindow else { return nil }
        let presentation = window.presentations.first { $0.presented === self.presentationRoot }
        return presentation?.presentationController as? DetentSheetPresentationController
    }
}
