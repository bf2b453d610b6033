import Foundation
import Segue
import SegueCore
import SegueUI
import XCTest

/// The hand-off invariant catches what it is for: a completion that does not carry the finger's
/// speed (UIKit's classic ease-in-out completion, which starts from rest), and a slop applied in
/// one frame; it holds for the hand-off spring.
nonisolated final class HandOffInvariantTests: XCTestCase {
    /// A navigation controller whose edge swipe pops with `EasedSlideAnimator`, in an `AppScene`.
    @MainActor private final class Content: SceneContent, NavigationControllerDelegate {
        let navigation = NavigationController(rootViewController: ViewController(title: "First"))
        var completionMotion: PercentDrivenInteractiveTransition.CompletionMotion = .spring(
            response: Spring.handOffResponse)
        /// The interaction the last swipe drives.
        weak var interaction: PercentDrivenInteractiveTransition?
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
            interaction = requestedInteraction as? PercentDrivenInteractiveTransition
            interaction?.completionMotion = completionMotion
            return requestedInteraction
        }
    }

    /// Swipes from the left edge `step` points a frame for `frames` frames (10 for 16 by
    /// default) and releases; returns the first violation the invariant reports, if any.
    /// `beforeRelease` may change the interaction's completion once the finger stops.
    @MainActor private func swipe(
        _ completion: PercentDrivenInteractiveTransition.CompletionMotion, step: Double = 10, frames: Int = 16,
        invariant: HandOffInvariant = HandOffInvariant(checksUIKitCompletions: true),
        beforeRelease: (PercentDrivenInteractiveTransition) -> Void = { _ in }
    ) -> String? {
        let clock = ManualClock()
        let content = Content()
        content.completionMotion = completion
        let scene = AppScene(
            size: .defaultWindow, clock: clock, textMeasurer: ApproximateTextMeasurer(), content: content)
        var violation: String?
        func frame() {
            clock.advanceOneFrame()
            scene.update()
            if violation == nil { violation = invariant.violation(in: scene) }
        }
        var finger = Point(x: 5, y: 400)
        scene.router.handle(.down(location: finger, time: clock.now))
        for _ in 0..<frames {
            frame()
            finger = finger + Point(x: step, y: 0)
            scene.router.handle(.moved(location: finger, time: clock.now))
        }
        if let interaction = content.interaction { beforeRelease(interaction) }
        scene.router.handle(.up(location: finger, time: clock.now))
        for _ in 0..<90 { frame() }
        XCTAssertEqual(content.navigation.viewControllers.count, 1, "the swipe pops")
        return violation
    }

    @MainActor func testTheHandOffSpringHolds() async {
        XCTAssertNil(swipe(.spring(response: Spring.handOffResponse)))
    }

    @MainActor func testACompletionFromRestIsCaught() async throws {
        let violation = try XCTUnwrap(swipe(.curve), "an ease-in-out completion starts from rest")
        XCTAssertTrue(violation.contains("leaves the finger at"), violation)
    }

    /// Released 30 points before its end at 30 points a frame, the pop has no room to keep the
    /// finger's speed: the hand-off spring stops it at the end, its first step the stopping
    /// spring's (30 · (1 − e^−1) = 19 points, then 7), and the invariant holds it to that.
    @MainActor func testAFastSwipeWithNoRoomStopsAtItsEnd() async {
        let invariant = HandOffInvariant(checksUIKitCompletions: true)
        XCTAssertNil(swipe(.spring(response: Spring.handOffResponse), step: 30, frames: 12, invariant: invariant))
        XCTAssertGreaterThan(invariant.noRoomReleasesChecked, 0, "checked as a release with no room")
        XCTAssertEqual(HandOffInvariant.stoppingStep(room: 30, finger: 30), 30 * (1 - exp(-1)), accuracy: 1e-12)
    }

    /// With no room, a completion that jumps most of the way in one frame and then creeps is a
    /// lurch: it is caught, though the element takes one step the finger's way and is all but at
    /// rest by the second frame (which the invariant used to let pass as having no room).
    @MainActor func testALurchWithNoRoomIsCaught() async throws {
        let violation = try XCTUnwrap(
            swipe(.curve, step: 12, frames: 30) { interaction in
                // The last 30 points in three frames along an extreme ease-out: 29 points, then 0.8.
                interaction.timingCurve = UICubicTimingParameters(
                    controlPoint1: CGPoint(x: 0, y: 1), controlPoint2: CGPoint(x: 0, y: 1))
                interaction.completionSpeed = (1 - interaction.percentComplete) * interaction.duration / (3.0 / 60)
            }, "a lurch near the end")
        XCTAssertTrue(violation.contains("pt left along x"), violation)
    }

    /// With no room, a completion that starts from rest (the classic ease-in-out) is caught too.
    @MainActor func testAStopWithNoRoomIsCaught() async throws {
        let violation = try XCTUnwrap(
            swipe(.curve, step: 12, frames: 30) { interaction in
                // The last 30 points in ten frames along the ease-in-out curve.
                interaction.completionSpeed = (1 - interaction.percentComplete) * interaction.duration / (10.0 / 60)
            }, "an ease-in-out completion near the end")
        XCTAssertTrue(violation.contains("pt left along x"), violation)
    }
}
