import SegueCore

/// Dragging the card: point for point between the detents, rubber-banded above the largest,
/// and below the smallest an interactive dismissal that the finger drives, that a release
/// finishes or cancels, and that a new press grabs while it finishes.
extension DetentSheetPresentationController {
    func installPanRecognizer() {
        guard panRecognizer == nil else { return }
        let pan = SheetPanGestureRecognizer()
        // A trackpad's two-finger swipe drags the card as a finger does.
        pan.allowedScrollTypesMask = .continuous
        pan.addTarget { [weak self, unowned pan] _ in self?.handlePan(pan) }
        pan.pressed = { [weak self] in self?.hold() }
        pan.releasedWithoutPan = { [weak self] in self?.letGo() }
        presentedViewController.view.addGestureRecognizer(pan)
        panRecognizer = pan
    }

    /// The finger position that puts the card's top at `top` (the rubber band undone above the
    /// largest detent).
    private func fingerTop(forCardTop top: Double) -> Double {
        let largest = largestTop
        guard top < largest else { return top }
        return largest - SheetPhysics.rubberBandInverse(moved: largest - top, dimension: containerHeight)
    }

    /// The card's top for a finger position: point for point below the largest detent,
    /// rubber-banded above it.
    public func cardTop(forFingerTop finger: Double) -> Double {
        let largest = largestTop
        guard finger < largest else { return finger }
        return largest - SheetPhysics.rubberBand(overdrag: largest - finger, dimension: containerHeight)
    }

    /// The distance the drag's dismissal covers, from its start to the bottom edge.
    private var dismissalSpan: Double { max(containerHeight - dragDismissalStart, 1) }

    /// A finger landed on the card: a settling card, or a finishing dismissal, stops where it is.
    private func hold() {
        if let dismissal = dragDismissal, dismissal.phase == .finishing {
            if dismissal.grab() { isHeld = true }
            return
        }
        guard isSettling, transitionCallback == nil else { return }
        stopSettling()
        isHeld = true
    }

    /// The finger lifted without dragging: what it stopped goes on.
    private func letGo() {
        guard isHeld else { return }
        isHeld = false
        guard dragStart == nil else { return }
        if let dismissal = dragDismissal {
            if dismissal.phase == .interacting { dismissal.finish() }
            return
        }
        guard !isSettling, transitionCallback == nil, containerView != nil else { return }
        settle(to: top(of: selectedDetentIdentifier), velocity: 0)
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard containerView?.window != nil, presentedViewController.presentedViewController == nil else { return }
            if let dismissal = dragDismissal {
                // Grab the dismissal the last drag set finishing (held since the press).
                guard dismissal.phase == .interacting || dismissal.grab() else { return }
            } else {
                // A transition other than the drag's own moves the card: leave it.
                guard transitionCallback == nil else { return }
            }
            stopSettling()
            isHeld = false
            // The card follows the finger point for point from where the finger pressed it (a
            // settling card stopped there; a grabbed dismissal where its progress has it).
            if let dismissal = dragDismissal {
                dragStart = dragDismissalStart + dismissal.percentComplete * dismissalSpan
            } else {
                dragStart = fingerTop(forCardTop: cardTop)
            }
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            guard dragStart != nil else { return }
            follow(pan)
            dragStart = nil
            release(velocity: cardVelocity(fingerVelocity: pan.velocity(in: nil).y))
        case .cancelled, .failed:
            guard dragStart != nil else { return }
            dragStart = nil
            release(velocity: 0)
        default:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let start = dragStart else { return }
        if sheetAbove != nil {
            // A sheet was presented over this one mid-drag: the card is no longer the finger's
            // and goes to rest, as a release without speed.
            dragStart = nil
            return release(velocity: 0)
        }
        let finger = start + pan.followingTranslation(in: nil).y
        lastFingerTop = finger
        if let dismissal = dragDismissal {
            // A cancelling dismissal plays back on its own; the card follows again once it ends.
            guard dismissal.phase == .interacting else { return }
            let progress = (finger - dragDismissalStart) / dismissalSpan
            dismissal.fingerTravel = Point(x: 0, y: dismissalSpan)
            if progress > 0 {
                dismissal.update(progress)
            } else {
                // Back above where the dismissal began: it ends at once, and the card is the
                // finger's again.
                dismissal.update(0)
                dismissal.cancel()
            }
            return
        }
        if finger > smallestTop, startDragDismissal(from: smallestTop) {
            dragDismissal?.fingerTravel = Point(x: 0, y: dismissalSpan)
            dragDismissal?.update((finger - dragDismissalStart) / dismissalSpan)
            return
        }
        setCardTop(cardTop(forFingerTop: finger))
    }

    /// Starts dismissing interactively with the card's top at `top`; false when the dismissal
    /// could not start now (another transition runs or waits).
    private func startDragDismissal(from top: Double) -> Bool {
        guard presentedViewController.presentedViewController == nil else { return false }
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionMotion = .spring(response: releaseResponse)
        setCardTop(top)
        isLeavingFromDrag = true
        dismissalVelocity = 0
        dragDismissalStart = top
        dragDismissal = interaction
        if presentedViewController.dismiss(interaction: interaction), interaction.phase == .interacting {
            return true
        }
        isLeavingFromDrag = false
        if dragDismissal === interaction { dragDismissal = nil }
        return false
    }

    /// Where the finger has the card's top: during the drag's dismissal, where its progress has
    /// it (a reduce-motion dismissal dissolves the card in place, and a dismissal that began
    /// above the largest detent is no rubber band); otherwise the card's top.
    private var draggedTop: Double {
        guard let dismissal = dragDismissal else { return cardTop }
        return dragDismissalStart + dismissal.percentComplete * dismissalSpan
    }

    /// The card's speed for the finger's: the same below the largest detent and during the
    /// drag's dismissal (its progress follows the finger point for point), slowed by the rubber
    /// band's slope above it.
    private func cardVelocity(fingerVelocity: Double) -> Double {
        let largest = largestTop
        guard dragDismissal == nil, cardTop < largest else { return fingerVelocity }
        let overdrag = SheetPhysics.rubberBandInverse(moved: largest - cardTop, dimension: containerHeight)
        return fingerVelocity * SheetPhysics.rubberBandSlope(overdrag: overdrag, dimension: containerHeight)
    }

    /// Where a release at `velocity` (points per second, down positive) ends up: the detent
    /// nearest the projected position, or dismissed.
    private func release(velocity: Double) {
        let reach = releaseDecision.projectionTime / ReleaseDecision().projectionTime
        let releasedTop = draggedTop
        let projected = releasedTop + SheetPhysics.projectedDistance(velocity: velocity) * reach
        let tops = detentTops
        var landing = SheetPhysics.landing(projectedTop: projected, detentTops: tops, containerHeight: containerHeight)
        // A flick never lands behind where it started: on to the next detent in its direction,
        // or away when it goes down from below every detent's top.
        if abs(velocity) > releaseDecision.flickSpeed, case .detent(let index) = landing,
            velocity > 0 ? tops[index] < releasedTop - 0.5 : tops[index] > releasedTop + 0.5
        {
            let ahead = tops.indices.filter {
                velocity > 0 ? tops[$0] > releasedTop + 0.5 : tops[$0] < releasedTop - 0.5
            }
            if let next = ahead.min(by: { abs(tops[$0] - releasedTop) < abs(tops[$1] - releasedTop) }) {
                landing = .detent(next)
            } else if velocity > 0 {
                landing = .dismiss
            }
        }
        if let dismissal = dragDismissal {
            guard dismissal.phase == .interacting else { return }
            switch landing {
            // The release velocity goes into the completion as it is: a card still moving down
            // when the dismissal cancels carries on a little, then turns round.
            case .dismiss:
                dismissal.finish(velocity: velocity / dismissalSpan)
            case .detent(let index):
                choose(detents[index].identifier)
                dismissal.cancel(velocity: velocity / dismissalSpan)
            }
            return
        }
        switch landing {
        case .dismiss:
            // The release that dismisses from above the smallest detent starts the interactive
            // dismissal where the card is and finishes it at once, at the release's speed.
            if startDragDismissal(from: releasedTop), let dismissal = dragDismissal {
                dismissal.finish(velocity: velocity / dismissalSpan)
            } else {
                settle(to: top(of: selectedDetentIdentifier), velocity: velocity)
            }
        case .detent(let index):
            choose(detents[index].identifier)
            settle(to: tops[index], velocity: velocity)
        }
    }

    /// Selects a detent without moving the card (the release moves it).
    private func choose(_ identifier: SheetDetent.Identifier) {
        isChoosingDetent = true
        selectedDetentIdentifier = identifier
        isChoosingDetent = false
    }

    /// The drag's dismissal played back: the card is the finger's again, or settles on its detent.
    func dismissalWasCancelled() {
        if isDragging, let finger = lastFingerTop {
            setCardTop(cardTop(forFingerTop: min(finger, smallestTop)))
        } else {
            settle(to: top(of: selectedDetentIdentifier), velocity: 0)
        }
    }
}
