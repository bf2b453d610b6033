import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import SegueRuntime

/// An animator that never calls `completeTransition`: reported once, by name, after its duration
/// and the grace; shown in the title and the inspector; ended by the E key as a completion.
nonisolated final class StuckTransitionTests: XCTestCase {
    /// Adds the to-view and animates it, but never completes: the mistake the check is for.
    @MainActor private final class ForgetfulAnimator: NSObject, AnimatedTransitioning {
        func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: TransitionContext) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            View.animate(withDuration: 0.3) { to.alpha = 1 }
        }
    }

    /// A navigation controller whose pushes use `ForgetfulAnimator`.
    @MainActor private final class Content: SceneContent, NavigationControllerDelegate {
        let navigation = NavigationController(rootViewController: ViewController(title: "First"))
        var rootViewController: ViewController { navigation }

        init() { navigation.delegate = self }

        func sceneDidLoad(_ scene: AppScene) {}

        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation,
            from: ViewController, to: ViewController
        ) -> AnimatedTransitioning? { operation == .push ? ForgetfulAnimator() : nil }
    }

    @MainActor func testANeverCompletingAnimatorIsNamedShownAndEndedByE() async throws {
        let clock = ManualClock()
        let content = Content()
        let scene = AppScene(
            size: .defaultWindow, clock: clock, textMeasurer: ApproximateTextMeasurer(), content: content)
        let controls = SceneControls(slowFactor: 1)
        var reported: [TransitionDiagnostic] = []
        scene.window.diagnosticObserver = { reported.append($0) }
        content.navigation.pushViewController(ViewController(title: "Second"), animated: true)
        let start = clock.now
        func runFor(_ seconds: Double) {
            while clock.now - start < seconds {
                clock.advanceOneFrame()
                scene.update()
            }
        }
        runFor(0.3 + scene.window.stuckTransitionGrace - 0.1)
        XCTAssertFalse(scene.window.hasStuckTransition, "not before the duration and the grace ran out")
        XCTAssertTrue(reported.isEmpty)
        runFor(0.3 + scene.window.stuckTransitionGrace + 1)
        XCTAssertTrue(scene.window.hasStuckTransition)
        XCTAssertEqual(reported.map(\.kind), [.neverCompleted], "reported once")
        XCTAssertTrue(reported[0].message.contains("ForgetfulAnimator"), reported[0].message)
        XCTAssertTrue(controls.title(for: scene).contains("never completed (E ends it)"))
        let inspector = InspectorLines.lines(for: scene)
        XCTAssertTrue(inspector[2].contains("never completed by ForgetfulAnimator (E ends it)"), inspector[2])

        controls.apply(.endStuckTransition, to: scene)
        clock.advanceOneFrame()
        scene.update()
        XCTAssertNil(scene.window.activeTransition)
        XCTAssertEqual(content.navigation.topViewController?.title, "Second", "ended as a completion")
        XCTAssertFalse(controls.title(for: scene).contains("never completed"))
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }
}
