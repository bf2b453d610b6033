import Foundation
import SegueSDL
import UIKit
import XCTest

/// transition(with:) as drawn: the pixels of a cross dissolve's midpoint and of a flip.
nonisolated final class TransitionPixelTests: XCTestCase {
    @MainActor private var fontPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path
    }

    @MainActor private let red = Color(r: 220, g: 20, b: 20)
    @MainActor private let blue = Color(r: 20, g: 20, b: 220)

    /// Where the pictures go when SEGUE_TEST_PNG_DIR names a directory (to look at them).
    @MainActor private func save(_ canvas: OffscreenCanvas, _ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["SEGUE_TEST_PNG_DIR"] else { return }
        try canvas.savePNG(path: directory + "/" + name + ".png")
    }

    @MainActor private func rig() throws -> (ManualClock, WindowView, UIView, OffscreenCanvas) {
        let canvas = try OffscreenCanvas(width: 200, height: 200, fontPath: fontPath)
        let clock = ManualClock()
        let window = WindowView(size: Size(width: 200, height: 200), clock: clock, textMeasurer: canvas.textMeasurer)
        window.backgroundColor = .white
        let view = UIView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = red
        window.addSubview(view)
        window.update()
        return (clock, window, view, canvas)
    }

    /// Cross dissolve, linear, at its midpoint: the old red drawn at half opacity over the new
    /// blue gives their mean.
    @MainActor func testCrossDissolveMidpointIsTheMeanOfOldAndNew() async throws {
        let (clock, window, view, canvas) = try rig()
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { view.backgroundColor = self.blue })
        clock.advance(frames: 30)
        window.update()
        try canvas.render(window)
        try save(canvas, "cross-dissolve-midpoint")
        let pixel = try canvas.snapshot()[100, 100]
        XCTAssertEqual(Int(pixel.r), 120, accuracy: 3)
        XCTAssertEqual(Int(pixel.b), 120, accuracy: 3)
    }

    /// Flip from left, a quarter in: the view is turned in perspective, narrower than it was
    /// and still showing the old red; three quarters in it shows the new blue.
    @MainActor func testFlipShowsTheOldContentThenTheNew() async throws {
        let (clock, window, view, canvas) = try rig()
        UIView.transition(
            with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { view.backgroundColor = self.blue })
        clock.advance(frames: 15)
        window.update()
        try canvas.render(window)
        try save(canvas, "flip-quarter")
        var shot = try canvas.snapshot()
        XCTAssertEqual(shot[100, 100], red)
        XCTAssertEqual(shot[52, 100], .white, "turned: the left edge has moved in")
        clock.advance(frames: 30)
        window.update()
        try canvas.render(window)
        try save(canvas, "flip-three-quarters")
        shot = try canvas.snapshot()
        XCTAssertEqual(shot[100, 100], blue)
    }
}
