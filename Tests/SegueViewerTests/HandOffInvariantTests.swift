import Segue
import SegueCore
import SegueUI
import XCTest

/// The hand-off invariant catches what it is for: a completion that does not carry the finger's
/// speed (UIKit's classic ease-in-out completion, which starts from rest), and a slop applied in
/// one frame; it holds for the hand-off spring.
final class HandOffInvariantTests: XCTestCase {
    /// A navigation controller whose edge swipe pops with `EasedSlideAnimator`, in an `AppScene`.
    private final class Content: SceneContent, NavigationControllerDelegate {
        let navigation = NavigationController(rootViewController: ViewController(title: "First"))
        var completionMotion: PercentDrivenInteractiveTransition.CompletionMotion = .spring(
            response: Spring.handOffResponse)
        var rootViewController: ViewController { navigation }

        init() {
            navigation.delegate = self
            navigation.pushViewController(ViewController(title: "Second"), animated: false)
        }

        func sceneDidLoad(_ scene: AppScene) {}

        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation,
            from: ViewController, to: ViewController
        ) -> AnimatedTransitioning? { TransitionOperation(operation).map { EasedSlideAnimator(operation: $0) } }

        func navigationController(
            _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
            requestedInteraction: InteractiveTransitioning?
        ) -> InteractiveTransitioning? {
            (requestedInteraction as? PercentDrivenInteractiveTransition)?.completionMotion = completionMotion
            return requestedInteraction
        }
    }

    /// Swipes from the left edge at 10 points a frame for 16 frames and releases; returns the
    /// first violation the invariant reports, if any.
    private func swipe(_ completion: PercentDrivenInteractiveTransition.CompletionMotion) -> String? {
        let clock = ManualClock()
        let content = Content()
        content.completionMotion = completion
        let scene = AppScene(
            size: .defaultWindow, clock: clock, textMeasurer: ApproximateTextMeasurer(), content: content)
        let invariant = HandOffInvariant()
        var violation: String?
        func frame() {
            clock.advanceOneFrame()
            scene.update()
            if violation == nil { violation = invariant.violation(in: scene) }
        }
        var finger = Point(x: 5, y: 400)
        scene.router.handle(.down(location: finger, time: clock.now))
        for _ in 0..<16 {
            frame()
            finger = finger + Point(x: 10, y: 0)
            scene.router.handle(.moved(location: finger, time: clock.now))
        }
        scene.router.handle(.up(location: finger, time: clock.now))
        for _ in 0..<90 { frame() }
        XCTAssertEqual(content.navigation.viewControllers.count, 1, "the swipe pops")
        return violation
    }

    func testTheHandOffSpringHolds() {
        XCTAssertNil(swipe(.spring(response: Spring.handOffResponse)))
    }

    func testACompletionFromRestIsCaught() throws {
        let violation = try XCTUnwrap(swipe(.curve), "an ease-in-out completion starts from rest")
        XCTAssertTrue(violation.contains("leaves the finger at"), violation)
    }
}
