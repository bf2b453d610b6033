import Foundation
import SegueCore
import SegueUI

/// An app's world without a display: a `SceneWindow` showing the app's root view controller, the
/// event router that pointer input goes through, and keyboard focus. The window host and the
/// headless host both make one and drive it one frame at a time; scripts, keys and overlays read
/// and act on it. What the app adds (its root, script commands, how a filmstrip pushes) comes
/// from its `SceneContent`.
@preconcurrency @MainActor public final class AppScene {
    /// The window (root of the view tree).
    public let window: SceneWindow
    /// Routes pointer events to the screens.
    public let router: EventRouter
    /// Turns a trackpad's two-finger swipe into a touch for `router`.
    public let trackpad: TrackpadSwipeInput
    /// Keyboard focus over the front-most screen's buttons (Tab, Shift+Tab, Return, Space).
    public let focus: FocusController
    /// What the app put in the scene. The scene does not keep it alive: its host (or whoever made
    /// the scene) does.
    public private(set) weak var content: SceneContent?
    /// The controller at the root of the window (the content's `rootViewController`).
    public let rootViewController: ViewController

    /// Creates the scene at a size, on a clock, measuring text with `textMeasurer`, tells the
    /// content its window is made (`sceneWillLoad`), shows the content's root view controller,
    /// tells the content (`sceneDidLoad`) and lays out the first frame. Work scheduled on the
    /// main queue's deadlines from now on waits on this scene's clock (`update()`).
    public init(size: Size, clock: MediaClock, textMeasurer: TextMeasuring, content: SceneContent) {
        window = SceneWindow(size: size, clock: clock, textMeasurer: textMeasurer)
        router = EventRouter(window: window)
        trackpad = TrackpadSwipeInput(router: router)
        focus = FocusController(window: window)
        self.content = content
        FrameScheduler.shared.currentClock = clock
        content.sceneWillLoad(window)
        rootViewController = content.rootViewController
        router.onPress = { [unowned focus] _ in focus.clearFocus() }
        router.isInputBlocked = { [unowned window] in window.ignoresInteractionEvents }
        window.setRootViewController(rootViewController)
        window.diagnosticObserver = { diagnostic in
            FileHandle.standardError.write(
                Data("\(SegueApplication.programName): transition: \(diagnostic.message)\n".utf8))
        }
        content.sceneDidLoad(self)
        window.update()
    }

    /// The navigation controller at the root, or nil when the root is another controller.
    public var navigationController: NavigationController? { rootViewController as? NavigationController }

    /// Esc: dismisses the front-most modal, or pops the top screen of the root navigation
    /// controller, as things stand when the request runs.
    public func goBack() {
        window.perform { [weak self] in
            guard let self else { return }
            if let front = self.window.presentations.last?.presented {
                front.dismiss(animated: true)
            } else {
                self.navigationController?.popViewController(animated: true)
            }
        }
    }

    /// Lays the scene out for a new window size (in points); a negative or non-finite side
    /// counts as 0.
    public func resize(to size: Size) {
        func side(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        window.frame = Rect(origin: .zero, size: Size(width: side(size.width), height: side(size.height)))
        window.setNeedsLayout()
        window.layoutIfNeeded()
    }

    /// Advances one frame: the blocks waiting on Dispatch's main queue run, then the work whose
    /// deadline on this scene's clock has come (`DispatchQueue.main.asyncAfter`, timers, under
    /// `import UIKit`), then a trackpad swipe without new deltas goes on or ends
    /// (`TrackpadSwipeInput.advance(to:)`), recognizers that wait on time (a long press) see the
    /// clock, animations to the clock's time, then layout, then
    /// the focus ring (dropped when its screen left the front).
    public func update() {
        let scheduler = FrameScheduler.shared
        let clock = window.engine.clock
        scheduler.currentClock = clock
        scheduler.drainMainQueue()
        scheduler.runDue(on: clock)
        trackpad.advance(to: window.engine.clock.now)
        router.advance(to: window.engine.clock.now)
        window.update()
        window.checkStuckTransition()
        focus.update()
    }

    /// True while a transition, an animation, a queued request or a trackpad swipe (until its
    /// end is recognised) is pending.
    public var isBusy: Bool {
        window.isTransitioning || window.engine.isAnimating || window.queuedRequestCount > 0 || trackpad.isSwiping
    }

    /// True while work waits for a deadline on this scene's clock (a timer, a main-queue block
    /// after a delay): the window keeps drawing frames so that it comes.
    public var hasScheduledWork: Bool { FrameScheduler.shared.hasWork(on: window.engine.clock) }

    /// The title of the front-most screen.
    public var frontTitle: String? { window.frontViewController?.title }

    /// The root navigation controller's stack as titles, root first; the root controller's title
    /// alone when the root is not a navigation controller.
    public var navigationTitles: [String] {
        guard let navigationController else { return [rootViewController.title ?? ""] }
        return navigationController.viewControllers.map { $0.title ?? "" }
    }

    /// The presented screens' titles, bottom first.
    public var modalTitles: [String] { window.presentations.map { $0.presented.title ?? "" } }

    /// Reduce motion, as the content has it (`SceneContent.reduceMotion`).
    public var reduceMotion: Bool {
        get { content?.reduceMotion ?? false }
        set { content?.reduceMotion = newValue }
    }

    /// The name of the transition style in use, from the content (nil when it has none).
    public var transitionStyleName: String? { content?.transitionStyle?.name }

    /// What is happening, for the window title: the app's name and style, then the transition in
    /// flight or the front screen.
    public var statusDescription: String {
        var text = "Segue"
        if let style = transitionStyleName { text += " — \(style)" }
        if let active = window.activeTransition {
            let percent = Int((active.progress * 100).rounded())
            text += " — \(active.context.operation.rawValue)"
            text += active.context.isInteractive ? " (interactive) \(percent)%" : " \(percent)%"
        } else {
            text += " — \(frontTitle ?? "")"
        }
        return text
    }

    /// The front-most presentation's sheet with detents, if it is one.
    public var frontSheet: DetentSheetPresentationController? {
        window.presentations.last?.presentationController as? DetentSheetPresentationController
    }

    /// The detent the front-most sheet rests at; nil without a sheet or while it is between detents.
    public var frontDetent: SheetDetent.Identifier? { frontSheet?.restingDetent }

    /// The visible, enabled buttons of the front-most screen (and of the navigation bar when no
    /// modal covers it), in tree order; while the front sheets let clicks through (at an undimmed
    /// detent), then also the buttons behind them that a click at their centre reaches.
    public var frontButtons: [Button] { window.frontButtons + buttonsBehindUndimmedSheets }

    /// The buttons of the screens behind the front sheets that let clicks through, front to back,
    /// that a click at their centre reaches (not under a card).
    var buttonsBehindUndimmedSheets: [Button] {
        var behind: [Button] = []
        for (i, presentation) in window.presentations.enumerated().reversed() {
            guard presentation.presentationController?.passesTouchesThrough == true else { break }
            if i == 0 {
                if let root = window.rootViewController, root.isViewLoaded, root.view.superview != nil {
                    collectButtons(in: root.view, into: &behind)
                }
            } else {
                collectButtons(in: window.presentations[i - 1].presented.view, into: &behind)
            }
        }
        return behind.filter { button in
            let frame = button.presentationFrameInRoot
            guard let hit = window.hitTest(Point(x: frame.midX, y: frame.midY)) else { return false }
            return hit === button || hit.isDescendant(of: button)
        }
    }

    private func collectButtons(in view: View, into result: inout [Button]) {
        guard !view.isHidden, view.presentation.alpha > 0.01 else { return }
        if let button = view as? Button, button.isEnabled, button.isUserInteractionEnabled {
            result.append(button)
        }
        for subview in view.subviews { collectButtons(in: subview, into: &result) }
    }

    /// The window point at the centre of the front-most screen's button with this title, or nil.
    public func centerOfButton(titled title: String) -> Point? {
        guard let button = frontButtons.first(where: { $0.currentTitle == title }) else { return nil }
        let frame = button.presentationFrameInRoot
        return Point(x: frame.midX, y: frame.midY)
    }

    /// The state as JSON (`SceneState`, encoded with sorted keys; see the Scripts and testing article).
    public func stateJSON() throws -> String {
        try SceneState(self).json()
    }
}
