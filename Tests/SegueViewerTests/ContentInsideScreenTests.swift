import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// No style draws a screen's content outside that screen while the screen grows, shrinks or
/// folds: a growing modal leaves every pixel outside it as it was, and every view of a screen
/// that a fold shrinks or grows back stays inside the screen.
nonisolated final class ContentInsideScreenTests: XCTestCase {
    @MainActor func testPixelsOutsideAGrowingModalAreUnchanged() async throws {
        let run = try HeadlessRun(style: .scale)
        let before = try run.host.canvas.snapshot()
        try run.run("click Present")
        let modal = try XCTUnwrap(run.scene.window.frontViewController)
        XCTAssertNotEqual(modal.title, "Home")
        for step in 1...5 {
            try run.run("wait 150")
            let frame = try run.host.canvas.snapshot()
            let shown = modal.view.presentationFrameInRoot
            XCTAssertLessThan(shown.width, 390, "the modal is still growing")
            var changed = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let inside =
                        Double(x) + 1 >= shown.minX && Double(x) <= shown.maxX && Double(y) + 1 >= shown.minY
                        && Double(y) <= shown.maxY
                    if !inside, frame[x, y] != before[x, y] { changed += 1 }
                }
            }
            XCTAssertEqual(changed, 0, "pixels changed outside the modal at \(step * 150) ms (\(shown))")
        }
    }

    @MainActor func testAScreenShrunkOrGrownBackByTheFoldKeepsItsContentInside() async throws {
        for style in [TransitionStyle.fold, .foldAffine] {
            let run = try HeadlessRun(style: style)
            let home = try XCTUnwrap(run.scene.window.frontViewController)
            try run.run("click Push")
            try run.run("wait 500")
            assertInside(home, "\(style) push at 50%")
            try run.run("settle")
            try run.run("key escape")
            for step in 1...3 {
                try run.run("wait 250")
                assertInside(home, "\(style) pop at \(step * 25)%")
            }
        }
    }

    @MainActor func testAScaledModalKeepsItsContentInside() async throws {
        let run = try HeadlessRun(style: .scale)
        try run.run("click Present")
        let modal = try XCTUnwrap(run.scene.window.frontViewController)
        try run.run("wait 300")
        assertInside(modal, "scale present at 30%")
    }

    /// Every visible view under `controller`'s screen lies inside the screen as shown.
    @MainActor private func assertInside(
        _ controller: ViewController, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let screen = controller.view.presentationFrameInRoot
        var stack = controller.view.subviews
        var checked = 0
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            stack.append(contentsOf: view.subviews)
            let frame = view.presentationFrameInRoot
            checked += 1
            XCTAssertTrue(
                frame.minX >= screen.minX - 0.5 && frame.maxX <= screen.maxX + 0.5 && frame.minY >= screen.minY - 0.5
                    && frame.maxY <= screen.maxY + 0.5,
                "\(what): \(view.segueTypeName) at \(frame) outside its screen at \(screen)", file: file, line: line)
        }
        XCTAssertGreaterThan(checked, 3, what, file: file, line: line)
    }
}
