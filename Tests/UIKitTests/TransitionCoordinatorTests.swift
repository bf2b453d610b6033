import Segue
import UIKit
import XCTest

/// A screen that animates a badge alongside its arrival, as iOS projects do in viewWillAppear.
private final class BadgeViewController: LoggingViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    var coordinatorInWillAppear: UIViewControllerTransitionCoordinator?
    var coordinatorInDidAppear: UIViewControllerTransitionCoordinator?
    var interactionChanges: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator
        badge.alpha = 0
        transitionCoordinator?.animate(
            alongsideTransition: { _ in self.badge.alpha = 1 },
            completion: { context in self.log("\(self.name).coordinator completion cancelled: \(context.isCancelled)") }
        )
        transitionCoordinator?.notifyWhenInteractionChanges { context in
            self.interactionChanges.append(context.isCancelled)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        coordinatorInDidAppear = transitionCoordinator
    }
}

nonisolated final class TransitionCoordinatorTests: XCTestCase {
    @MainActor func testAlongsideAnimationAndCompletionOfAPush() async {
        let h = ControllerHarness()
        let b = BadgeViewController(name: "B")
        b.log = { [unowned h] in h.log.append($0) }
        h.nav.pushViewController(b, animated: true)
        let coordinator = try? XCTUnwrap(b.coordinatorInWillAppear)
        XCTAssertNotNil(coordinator, "the pushed screen sees the coordinator in viewWillAppear")
        XCTAssertTrue(h.nav.transitionCoordinator === coordinator, "so does its container")
        XCTAssertTrue(h.home.transitionCoordinator === coordinator, "and the screen leaving")
        XCTAssertEqual(coordinator?.isAnimated, true)
        XCTAssertEqual(coordinator?.isInteractive, false)
        XCTAssertEqual(coordinator?.presentationStyle, UIModalPresentationStyle.none)
        XCTAssertEqual(coordinator?.transitionDuration ?? 0, 0.35, accuracy: 1e-9)
        XCTAssertTrue(coordinator?.viewController(forKey: .to) === b)
        h.frame(10)
        let midway = Double(b.badge.presentation.alpha)
        XCTAssertGreaterThan(midway, 0.05, "the badge fades in with the transition")
        XCTAssertLessThan(midway, 0.95)
        h.settle()
        XCTAssertEqual(b.badge.presentation.alpha, 1)
        // Segue runs completion blocks as the transition ends, before the did- callbacks (Apple
        // documents only that they run after the transition finishes).
        XCTAssertEqual(
            h.log,
            [
                "A.viewWillDisappear", "B.viewWillAppear", "B.coordinator completion cancelled: false",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
        XCTAssertNil(b.coordinatorInDidAppear, "no coordinator once the transition ended")
        XCTAssertNil(b.transitionCoordinator)
        XCTAssertEqual(coordinator?.animate(alongsideTransition: nil), false, "an ended transition runs nothing")
    }

    @MainActor func testCancelledInteractivePopReportsCancellation() async {
        let h = ControllerHarness()
        let b = LoggingViewController(name: "B")
        h.nav.pushViewController(b, animated: false)
        let root = BadgeViewController(name: "Root")
        h.nav.setViewControllers([root, b], animated: false)
        root.log = { [unowned h] in h.log.append($0) }
        h.log.removeAll()
        let delegate = PopDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        XCTAssertEqual(root.coordinatorInWillAppear?.isInteractive, true)
        XCTAssertEqual(root.coordinatorInWillAppear?.initiallyInteractive, true)
        interaction.update(0.5)
        h.frame(2)
        XCTAssertEqual(Double(root.coordinatorInWillAppear?.percentComplete ?? 0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(root.badge.presentation.alpha), 0.5, accuracy: 1e-6, "alongside follows the finger")
        interaction.cancel()
        XCTAssertEqual(root.interactionChanges, [true], "told once, as the interaction ended cancelled")
        h.settle()
        XCTAssertEqual(h.log.first, "Root.viewWillAppear")
        XCTAssertTrue(h.log.contains("Root.coordinator completion cancelled: true"))
        XCTAssertTrue(h.nav.topViewController === b)
    }
}
