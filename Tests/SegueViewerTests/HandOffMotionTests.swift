import Segue
import SegueCore
import SegueUI
import XCTest

@testable import SegueViewer

/// Hand-offs that keep the finger's speed, in every style that has a drag: at a slow (3 points a
/// frame), medium (10) and fast (30) drag, released past the middle (finishing) and before it
/// (cancelling), measured frame by frame along the drag:
/// - the element's speed at the release, `(3·s1 − s2) / 2` from its first two steps after it, is
///   the finger's last step within 3 points + 15%;
/// - over the eight frames after the release no step differs from the one before by more than
///   12 points + 30% of the finger's step;
/// - while the finger is down no frame moves the element more than 4 points beyond the finger's
///   own step (touch-down included).
nonisolated final class HandOffMotionTests: XCTestCase {
    /// One style's drag: how to get there, where the finger starts, and what moves.
    @MainActor struct DragCase {
        var label: String
        var style: TransitionStyle
        var start: Point
        var direction: Point
        /// The distance of the whole transition along the drag, in points.
        var length: Double
        /// The fraction of `length` a finishing drag covers.
        var finishFraction = 0.6
        /// For each speed, the fraction of `length` a cancelling drag covers going forwards, or
        /// nil where a release at that speed would finish (then the drag goes forwards slowly and
        /// comes back at that speed).
        var forwardCancelFraction: [Double: Double] = [3: 0.25]
        /// Brings the scene to where the drag starts.
        var prepare: (SceneDriver) throws -> Void
        /// The element's position along the drag in a sample, nil once it has gone.
        var position: (MotionTrace.Sample, Double) -> Double?
        /// True when the drag's transition completed (the screen went), once settled.
        var completed: (SceneDriver) -> Bool
    }

    @MainActor static let speeds: [Double] = [3, 10, 30]

    @MainActor static func popCase(_ style: TransitionStyle, measureScreen: Bool) -> DragCase {
        DragCase(
            label: "\(style.name) edge-swipe pop", style: style, start: Point(x: 5, y: 400),
            direction: Point(x: 1, y: 0), length: 390, forwardCancelFraction: [3: 0.25, 10: 0.12],
            prepare: { driver in
                driver.viewer.request(.push)
                _ = try driver.settle()
            },
            position: { sample, length in
                // The seeds' pops move their screens in their own ways (down, scaled, folded):
                // their progress, which every animated value follows linearly under a finger,
                // is the position along the drag.
                measureScreen ? sample.frames["Screen 2"].map { Double($0.midX) } : sample.progress.map { $0 * length }
            },
            completed: { $0.scene.navigationTitles.count == 1 })
    }

    // Computed, so no shared mutable state holds the cases' closures (Swift 6 mode).
    @MainActor static var cases: [DragCase] {
        [
            popCase(.system, measureScreen: true),
            popCase(.scale, measureScreen: false),
            popCase(.circle, measureScreen: false),
            popCase(.fold, measureScreen: false),
            popCase(.foldAffine, measureScreen: false),
            DragCase(
                label: "sheet drag to dismiss", style: .sheet, start: Point(x: 195, y: 200),
                direction: Point(x: 0, y: 1),
                length: 784, finishFraction: 0.7, forwardCancelFraction: [3: 0.25, 10: 0.2],
                prepare: { driver in
                    driver.viewer.request(.present)
                    _ = try driver.settle()
                },
                position: { sample, _ in sample.frames["Modal 1"].map { Double($0.midY) } },
                completed: { $0.scene.modalTitles.isEmpty }),
            DragCase(
                label: "detents drag down from medium", style: .detents, start: Point(x: 195, y: 450),
                direction: Point(x: 0, y: 1), length: 422, forwardCancelFraction: [3: 0.25],
                prepare: { driver in
                    driver.viewer.request(.present)
                    _ = try driver.settle()
                },
                position: { sample, _ in sample.frames["Modal 1"].map { Double($0.minY) } },
                completed: { $0.scene.modalTitles.isEmpty }),
            DragCase(
                label: "zoom drag on the detail", style: .zoom, start: Point(x: 195, y: 300),
                direction: Point(x: 0, y: 1),
                length: 422, finishFraction: 0.6, forwardCancelFraction: [3: 0.15],
                prepare: { driver in
                    try tap("Gallery", driver)
                    _ = try driver.settle()
                    try tap("Card 5", driver)
                    _ = try driver.settle()
                },
                position: { sample, _ in sample.frames["Detail 5"].map { Double($0.midY) } },
                completed: { $0.scene.navigationTitles.count == 2 }),
        ]
    }

    /// The finger's path: forwards to finish; forwards (or forwards slowly, then back at the
    /// speed) to cancel.
    @MainActor static func segments(for dragCase: DragCase, speed: Double, finishing: Bool) -> [HandOffDrag.Segment] {
        let d = dragCase.direction
        func step(_ s: Double) -> Point { Point(x: d.x * s, y: d.y * s) }
        if finishing {
            let frames = Int((dragCase.finishFraction * dragCase.length / speed).rounded(.up))
            return [HandOffDrag.Segment(step: step(speed), frames: frames)]
        }
        if let fraction = dragCase.forwardCancelFraction[speed] {
            let frames = max(2, Int((fraction * dragCase.length / speed).rounded()))
            return [HandOffDrag.Segment(step: step(speed), frames: frames)]
        }
        // Out slowly, then back at the speed for seven frames (so the velocity fit, over the last
        // 0.1 s, sees only the way back), released with 30% of the way left for the speed to go on.
        let back = 7
        let out = Int(((Double(back) * speed + 0.3 * dragCase.length) / 3).rounded())
        return [
            HandOffDrag.Segment(step: step(3), frames: out), HandOffDrag.Segment(step: step(-speed), frames: back),
        ]
    }

    @MainActor func measure(_ dragCase: DragCase, speed: Double, finishing: Bool) throws -> (HandOffMeasurement, Bool) {
        let driver = SceneDriver(style: dragCase.style)
        try dragCase.prepare(driver)
        let trace = try HandOffDrag.run(
            window: driver.viewer.window, router: driver.viewer.router, frame: { try driver.frame() },
            from: dragCase.start, segments: Self.segments(for: dragCase, speed: speed, finishing: finishing))
        XCTAssertTrue(try driver.settle(), "\(dragCase.label): does not settle")
        let measurement = HandOffMeasurement(trace, direction: dragCase.direction) { sample in
            dragCase.position(sample, dragCase.length)
        }
        return (measurement, dragCase.completed(driver))
    }

    @MainActor func check(_ dragCase: DragCase) throws {
        for speed in Self.speeds {
            for finishing in [true, false] {
                let name = "\(dragCase.label) at \(Int(speed)) pt/frame, \(finishing ? "finishing" : "cancelling")"
                let (m, completed) = try measure(dragCase, speed: speed, finishing: finishing)
                XCTAssertEqual(completed, finishing, "\(name): \(completed ? "completed" : "cancelled")")
                let finger = m.fingerLastStep
                guard let release = m.releaseStep else {
                    XCTFail("\(name): the element is gone right after the release: \(m.summary)")
                    continue
                }
                XCTAssertLessThanOrEqual(
                    abs(release - finger), 3 + 0.15 * abs(finger),
                    "\(name): speed at release \(release) against the finger's \(finger): \(m.summary)")
                XCTAssertLessThanOrEqual(
                    m.largestStepChangeAfterRelease(), 12 + 0.3 * abs(finger),
                    "\(name): a step changes by \(m.largestStepChangeAfterRelease()) after release: \(m.summary)")
                XCTAssertLessThanOrEqual(
                    m.largestExcessWhileDown, 4,
                    "\(name): a frame moves \(m.largestExcessWhileDown) beyond the finger: \(m.summary)")
                if !finishing, m.fingerSteps[m.releaseIndex] > 0 {
                    // A cancel released moving forwards turns the element round.
                    let steps = m.elementSteps[m.releaseIndex...].compactMap { $0 }
                    XCTAssertTrue(steps.contains { $0 < 0 }, "\(name): does not reverse: \(m.summary)")
                }
            }
        }
    }

    @MainActor func testSystemEdgeSwipePop() async throws { try check(Self.cases[0]) }
    @MainActor func testScalePop() async throws { try check(Self.cases[1]) }
    @MainActor func testCirclePop() async throws { try check(Self.cases[2]) }
    @MainActor func testFoldPop() async throws { try check(Self.cases[3]) }
    @MainActor func testFoldAffinePop() async throws { try check(Self.cases[4]) }
    @MainActor func testSheetDragToDismiss() async throws { try check(Self.cases[5]) }
    @MainActor func testDetentsDragFromMedium() async throws { try check(Self.cases[6]) }
    @MainActor func testZoomDrag() async throws { try check(Self.cases[7]) }

    /// Grabbing a sheet's dismissal while it finishes keeps it where it is, card and progress:
    /// the finger takes it from there (under reduce motion, where the card does not move but
    /// dissolves, the grab used to put the dismissal back at its start).
    @MainActor func testGrabbingAFinishingSheetDismissalKeepsItWhereItIs() async throws {
        for (delay, reduceMotion) in [(3, false), (12, false), (3, true), (12, true)] {
            let driver = SceneDriver(style: .detents)
            driver.scene.reduceMotion = reduceMotion
            driver.viewer.request(.present)
            _ = try driver.settle()
            let first = try HandOffDrag.run(
                window: driver.viewer.window, router: driver.viewer.router, frame: { try driver.frame() },
                from: Point(x: 195, y: 450), segments: [HandOffDrag.Segment(step: Point(x: 0, y: 10), frames: 25)],
                framesAfter: delay)
            XCTAssertEqual(driver.viewer.window.activeTransition?.interactionController?.phase, .finishing)
            let before = try XCTUnwrap(first.samples.last?.frames["Modal 1"]?.minY)
            let grab = try HandOffDrag.run(
                window: driver.viewer.window, router: driver.viewer.router, frame: { try driver.frame() },
                from: Point(x: 195, y: before + 20),
                segments: [HandOffDrag.Segment(step: Point(x: 0, y: -5), frames: 20)], framesAfter: 0)
            let card = HandOffMeasurement(grab, direction: Point(x: 0, y: -1)) { $0.frames["Modal 1"].map { -$0.minY } }
            let name = "grab after \(delay) frames\(reduceMotion ? ", reduce motion" : "")"
            XCTAssertLessThanOrEqual(card.largestExcessWhileDown, 4, "\(name): \(card.summary)")
            // The dismissal's progress, in the finger's points, moves with the finger too.
            let progress = HandOffMeasurement(grab, direction: Point(x: 0, y: -1)) { sample in
                guard let p = sample.progress, let travel = sample.fingerTravel else { return nil }
                return -p * travel.y
            }
            XCTAssertLessThanOrEqual(progress.largestExcessWhileDown, 4, "\(name): \(progress.summary)")
            XCTAssertTrue(try driver.settle())
        }
    }

    /// A custom animator through `InteractiveDragDriver` (the navigation controller's edge swipe)
    /// that eases in and out on its own: under the finger it is scrubbed linearly, so the screen
    /// moves exactly as far as the finger, and its release keeps the finger's speed.
    @MainActor func testCustomEasedAnimatorThroughTheDragDriver() async throws {
        for speed in Self.speeds {
            for finishing in [true, false] {
                let name = "custom animator at \(Int(speed)) pt/frame, \(finishing ? "finishing" : "cancelling")"
                let rig = CustomAnimatorRig()
                rig.navigation.pushViewController(ViewController(title: "Second"), animated: false)
                rig.settle()
                var dragCase = Self.popCase(.system, measureScreen: true)
                dragCase.forwardCancelFraction = [3: 0.25, 10: 0.12]
                let trace = try HandOffDrag.run(
                    window: rig.window, router: rig.router, frame: { rig.frame() }, from: Point(x: 5, y: 400),
                    segments: Self.segments(for: dragCase, speed: speed, finishing: finishing))
                rig.settle()
                let m = HandOffMeasurement(trace, direction: Point(x: 1, y: 0)) {
                    $0.frames["Second"].map { Double($0.midX) }
                }
                XCTAssertEqual(rig.navigation.viewControllers.count == 1, finishing, name)
                // 1:1 while dragging: every step under the finger is the finger's (after the
                // edge pan's two-point start).
                for i in (m.pressIndex + 3)..<m.releaseIndex {
                    guard let step = m.elementSteps[i] else { continue }
                    XCTAssertEqual(step, m.fingerSteps[i], accuracy: 1e-6, "\(name), frame \(i): \(m.summary)")
                }
                let finger = m.fingerLastStep
                let release = try XCTUnwrap(m.releaseStep, name)
                XCTAssertLessThanOrEqual(abs(release - finger), 3 + 0.15 * abs(finger), "\(name): \(m.summary)")
                XCTAssertLessThanOrEqual(
                    m.largestStepChangeAfterRelease(), 12 + 0.3 * abs(finger), "\(name): \(m.summary)")
                XCTAssertLessThanOrEqual(m.largestExcessWhileDown, 4, "\(name): \(m.summary)")
            }
        }
    }
}

/// A navigation controller whose delegate pops with `EasedSlideAnimator`, driven by its edge swipe.
final class CustomAnimatorRig: NavigationControllerDelegate {
    let clock = ManualClock()
    let window: SceneWindow
    let router: EventRouter
    let navigation: NavigationController

    init() {
        window = SceneWindow(size: .defaultWindow, clock: clock)
        router = EventRouter(window: window)
        navigation = NavigationController(rootViewController: ViewController(title: "First"))
        navigation.delegate = self
        window.setRootViewController(navigation)
        window.update()
    }

    func frame() {
        clock.advanceOneFrame()
        window.update()
    }

    func settle() {
        var frames = 0
        while (window.isTransitioning || window.engine.isAnimating) && frames < 600 {
            frame()
            frames += 1
        }
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { TransitionOperation(operation).map { EasedSlideAnimator(operation: $0) } }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { requestedInteraction }
}

/// Slides the old screen off to the right (pop) or the new one in from the right (push) with an
/// ease-in-out curve, whether or not a finger drives it.
final class EasedSlideAnimator: AnimatedTransitioning {
    let operation: TransitionOperation

    init(operation: TransitionOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let width = context.containerView.bounds.width
        let frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        if operation == .pop {
            context.containerView.insertSubview(to, belowSubview: from)
            View.performWithoutAnimation { to.frame = frame }
        } else {
            context.containerView.addSubview(to)
            View.performWithoutAnimation { to.frame = frame.offsetBy(dx: width, dy: 0) }
        }
        View.animate(
            withDuration: 0.5, curve: .easeInEaseOut,
            animations: {
                if self.operation == .pop { from.center.x += width } else { to.frame = frame }
            },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
