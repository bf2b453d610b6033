import Segue
import SegueCore
import SegueUI
import SegueViewer
import XCTest

/// The sheet's detent drag and the zoom's drag take their style's release model from the tuning
/// (`releaseResponse`, `flickSpeed`, `projectionTime`); untuned they move as before.
nonisolated final class ReleaseTuningTests: XCTestCase {
    /// A quick drag up on a sheet at medium: 60 points in 0.1 s.
    @MainActor private let flickUp = "drag 200 600 200 540 100"

    @MainActor func testTheSheetProjectsItsReleaseForTheTunedTime() async throws {
        // Untuned, UIKit's projection carries the card from medium to large.
        let standard = try HeadlessRun(style: .detents)
        try standard.run("click Present\nsettle\n\(flickUp)\nsettle\nexpect detent large")
        // No projection and no flick: the card goes back to medium, the detent nearest it.
        let still = try HeadlessRun(style: .detents)
        try still.run(
            """
            tune detents.projectionTime 0
            tune detents.flickSpeed 100000
            click Present
            settle
            \(flickUp)
            settle
            expect detent medium
            """)
        // A flick faster than the flick speed goes on to the next detent whatever the projection.
        let flick = try HeadlessRun(style: .detents)
        try flick.run(
            """
            tune detents.projectionTime 0
            tune detents.flickSpeed 400
            click Present
            settle
            \(flickUp)
            settle
            expect detent large
            """)
    }

    @MainActor func testTheSheetTakesItsResponsesFromTheTuning() async throws {
        let run = try HeadlessRun(style: .detents)
        try run.run(
            """
            tune detents.releaseResponse 2
            tune detents.response 0.8
            click Present
            settle
            """)
        let sheet = try XCTUnwrap(run.viewer.frontSheet)
        XCTAssertEqual(sheet.releaseResponse, 2)
        XCTAssertEqual(sheet.settleResponse, 0.8)
        XCTAssertEqual(sheet.releaseDecision.flickSpeed, 1000)
        // A slow drag down from medium past the middle of what is left: the dismissal's completion
        // takes the tuned spring, which settles later than the standard one.
        func framesToDismiss(_ response: Double) throws -> Int {
            let run = try HeadlessRun(style: .detents)
            let script = try run.run(
                """
                tune detents.releaseResponse \(response)
                click Present
                settle
                drag 200 500 200 700 2000
                """)
            var frames = 0
            while run.viewer.frontSheet != nil, frames < 600 {
                try script.execute(ScriptLine(number: 1, command: .wait(milliseconds: 1000.0 / 60)))
                frames += 1
            }
            return frames
        }
        let standardFrames = try framesToDismiss(0.45)
        let slowFrames = try framesToDismiss(2)
        XCTAssertGreaterThan(slowFrames, standardFrames + 20, "\(standardFrames) against \(slowFrames) frames")
    }

    @MainActor func testTheZoomDragProjectsAndFlicksAsTuned() async throws {
        let open = "click Gallery\nsettle\nclick \"Card 5\"\nsettle\nexpect top \"Detail 5\""
        let drag = "drag 200 400 200 500 100\nsettle"
        // Untuned, 1,000 points a second down projects far enough to zoom back into the card.
        let standard = try HeadlessRun(style: .zoom)
        try standard.run("\(open)\n\(drag)\nexpect top Gallery")
        // Without projection or flick the screen comes to rest large enough to spring back.
        let tuned = try HeadlessRun(style: .zoom)
        try tuned.run(
            """
            tune zoom.projectionTime 0
            tune zoom.flickSpeed 100000
            \(open)
            \(drag)
            expect top "Detail 5"
            """)
        // With the projection off but a low flick speed the flick still sends it back.
        let flick = try HeadlessRun(style: .zoom)
        try flick.run(
            """
            tune zoom.projectionTime 0
            tune zoom.flickSpeed 300
            \(open)
            \(drag)
            expect top Gallery
            """)
    }

    @MainActor func testTheZoomAnimatorCarriesTheReleaseModel() async {
        var tuning = MotionTuning.standard
        try? tuning.set(.zoom, .releaseResponse, to: .number(1.5))
        try? tuning.set(.zoom, .flickSpeed, to: .number(700))
        let animator = TransitionStyle.zoom.animator(for: .pop, tuning: tuning) as? ZoomAnimator
        XCTAssertEqual(animator?.releaseResponse, 1.5)
        XCTAssertEqual(animator?.releaseDecision.flickSpeed, 700)
        let standard = TransitionStyle.zoom.animator(for: .pop) as? ZoomAnimator
        XCTAssertEqual(standard?.releaseResponse, Spring.handOffResponse)
        XCTAssertEqual(standard?.releaseDecision.projectionTime, ReleaseDecision().projectionTime)
    }

    @MainActor func testTheZoomDragScrubsTheBarOverTheTunedDuration() async throws {
        // The same drag on a zoomed-in detail, the zoom back tuned to two durations: the pose (and
        // so the progress) is the same, and the bar alongside is scrubbed to progress x duration
        // after the same start.
        func scrub(duration: Double) throws -> (offset: Double, progress: Double) {
            let run = try HeadlessRun(style: .zoom)
            try run.run(
                """
                click Gallery
                settle
                click "Card 5"
                settle
                tune zoom.duration \(duration)
                down 200 400
                move 200 520 300
                """)
            let active = try XCTUnwrap(run.viewer.window.activeTransition, "the drag holds the zoom")
            XCTAssertTrue(active.context.isInteractive)
            return (run.viewer.navigation.navigationBar.timing.timeOffset, active.progress)
        }
        let short = try scrub(duration: 0.5)
        let long = try scrub(duration: 2)
        XCTAssertEqual(short.progress, long.progress, accuracy: 1e-9)
        XCTAssertGreaterThan(short.progress, 0.05)
        XCTAssertEqual(long.offset - short.offset, (2 - 0.5) * long.progress, accuracy: 1e-6)
    }
}
