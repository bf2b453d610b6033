@_spi(Testing) import SegueCore
@_spi(Testing) import SegueUI
import XCTest

/// A screen of one colour that logs its lifecycle.
final class ColorScreen: ViewController {
    let color: Color
    var log: (String) -> Void = { _ in }

    init(_ title: String, _ color: Color) {
        self.color = color
        super.init(title: title)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 788))
        view.backgroundColor = color
        view.accessibilityTitle = title
        self.view = view
    }

    override func viewWillAppear(_ animated: Bool) { log("\(title!).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(title!).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(title!).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(title!).didDisappear") }
}

/// Wraps an animator to count its calls.
final class CountingAnimator: AnimatedTransitioning {
    let inner: AnimatedTransitioning
    var animateCalls = 0
    var endedCalls: [Bool] = []
    weak var context: TransitionContext?
    var completeCallsAtEnd: [Int] = []

    init(_ inner: AnimatedTransitioning) { self.inner = inner }

    /// The wrapped animator's: a wrapped Segue animator leaves its views clean, as unwrapped.
    var clearsResidueWhenEnded: Bool { inner.clearsResidueWhenEnded }

    func transitionDuration(using context: TransitionContext?) -> Double { inner.transitionDuration(using: context) }
    func animateTransition(using context: TransitionContext) {
        animateCalls += 1
        self.context = context
        inner.animateTransition(using: context)
    }
    func animationEnded(_ transitionCompleted: Bool) {
        endedCalls.append(transitionCompleted)
        completeCallsAtEnd.append(context?.completeTransitionCallCount ?? -1)
    }
}

/// A delegate that hands out counting animators for a style, and an interaction when set.
final class CountingStyleDelegate: NavigationControllerDelegate, TransitioningDelegate {
    var style: TransitionStyle
    var animators: [CountingAnimator] = []
    var interaction: PercentDrivenInteractiveTransition?

    init(style: TransitionStyle) { self.style = style }

    private func make(_ operation: TransitionOperation) -> AnimatedTransitioning {
        let animator = CountingAnimator(style.animator(for: operation))
        animators.append(animator)
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { TransitionOperation(operation).map(make) }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { interaction ?? requestedInteraction }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { make(.present) }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { make(.dismiss) }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let presenting else { return nil }
        return style.presentationController(forPresented: presented, presenting: presenting)
    }

    func interactionControllerForPresentation(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { interaction ?? requestedInteraction }

    func interactionControllerForDismissal(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { interaction ?? requestedInteraction }
}

/// A window with a navigation controller on a manual clock.
final class TransitionHarness {
    let clock = ManualClock()
    let window: SceneWindow
    let nav: NavigationController
    let home: ColorScreen
    let delegate: CountingStyleDelegate
    var log: [String] = []
    private var screenCount = 1

    init(style: TransitionStyle = .system) {
        window = SceneWindow(size: Size(width: 390, height: 844), clock: clock)
        home = ColorScreen("Home", Color(r: 240, g: 240, b: 240))
        nav = NavigationController(rootViewController: home)
        delegate = CountingStyleDelegate(style: style)
        nav.delegate = delegate
        home.log = { [unowned self] in self.log.append($0) }
        window.setRootViewController(nav)
        window.update()
        log.removeAll()
    }

    func makeScreen(_ title: String? = nil, color: Color = Color(r: 30, g: 120, b: 200)) -> ColorScreen {
        screenCount += 1
        let screen = ColorScreen(title ?? "Screen \(screenCount)", color)
        screen.log = { [unowned self] in self.log.append($0) }
        return screen
    }

    func makeModal(_ title: String, color: Color = Color(r: 200, g: 60, b: 60)) -> ColorScreen {
        let modal = makeScreen(title, color: color)
        modal.transitioningDelegate = delegate
        modal.modalPresentationStyle = delegate.style.modalPresentationStyle
        return modal
    }

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            clock.advanceOneFrame()
            window.update()
        }
    }

    func advance(seconds: Double) { frame(Int((seconds * 60).rounded())) }

    /// Runs frames until nothing is in flight; fails after 30 s of frames.
    func settle(file: StaticString = #filePath, line: UInt = #line) {
        var frames = 0
        while window.isTransitioning || window.engine.isAnimating || window.queuedRequestCount > 0 {
            frame()
            frames += 1
            if frames > 1800 {
                XCTFail("did not settle within 30 s", file: file, line: line)
                return
            }
        }
    }

    func assertMirror(file: StaticString = #filePath, line: UInt = #line) {
        let problems = window.mirrorInvariantViolations()
        XCTAssertEqual(problems, [], file: file, line: line)
    }
}
