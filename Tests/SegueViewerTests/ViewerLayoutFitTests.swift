import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Every screen, sheet and bar of the viewer fits every window size the viewer is tried at: no
/// label's text is wider than its frame or its button, or cut by the window's edges.
nonisolated final class ViewerLayoutFitTests: XCTestCase {
    @MainActor private let sizes = [
        Size(width: 160, height: 300), Size(width: 250, height: 500), Size(width: 390, height: 844),
        Size(width: 1200, height: 800),
    ]

    /// The screens to check: the style, the script that shows it, its name.
    @MainActor private let screens: [(TransitionStyle, String, String)] = [
        (.system, "", "Home"),
        (.system, "click Push\nsettle", "Screen 2"),
        (.system, "click Present\nsettle", "Modal 1"),
        (.system, "click Gallery\nsettle", "Gallery"),
        (.system, "click Gallery\nsettle\nclick \"Card 3\"\nsettle", "Detail 3"),
        (.sheet, "click Present\nsettle", "the sheet"),
        (.detents, "click Present\nsettle", "the detents sheet at medium"),
        (.detents, "click Present\nsettle\nclick Large\nsettle", "the detents sheet at large"),
    ]

    @MainActor func testEveryViewerLayoutFitsEveryWindowSize() async throws {
        for size in sizes {
            for (style, setup, what) in screens {
                let run = try HeadlessRun(style: style, size: size)
                if !setup.isEmpty { try run.run(setup) }
                let checked = try check(run, "\(what) at \(Int(size.width))x\(Int(size.height))")
                XCTAssertGreaterThan(checked, 3, what)
            }
        }
    }

    /// Checks the visible labels of the window; returns how many it checked.
    @MainActor private func check(_ run: HeadlessRun, _ what: String) throws -> Int {
        let window = run.scene.window
        let measurer = window.textMeasurer
        var checked = 0
        func visit(_ view: View, alpha: Double, button: Button?) {
            let alpha = alpha * view.presentation.alpha
            guard !view.isHidden, alpha > 0.01 else { return }
            if let label = view as? Label, !label.text.isEmpty {
                checked += 1
                let frame = label.presentationFrameInRoot
                let drawn = label.drawnText(width: label.bounds.width, using: measurer).size
                // A screen pushed back behind a sheet is scaled: the text is, too.
                let scale = label.bounds.width > 0 ? frame.width / label.bounds.width : 1
                let text = Rect(
                    x: frame.midX - drawn.width * scale / 2, y: frame.midY - drawn.height * scale / 2,
                    width: drawn.width * scale, height: drawn.height * scale)
                switch label.textAlignment {
                case .center: break
                case .left, .right:
                    XCTAssertLessThanOrEqual(drawn.width, frame.width + 0.5, "\(what): \"\(label.text)\" spills")
                }
                XCTAssertLessThanOrEqual(
                    drawn.width, label.bounds.width + 0.5, "\(what): \"\(label.text)\" wider than its frame")
                if let button {
                    let box = button.presentationFrameInRoot
                    XCTAssertTrue(
                        text.minX >= box.minX - 0.5 && text.maxX <= box.maxX + 0.5,
                        "\(what): \"\(label.text)\" spills out of its button (\(text) in \(box))")
                    XCTAssertLessThanOrEqual(
                        drawn.height * 0.6, box.height, "\(what): \"\(label.text)\" taller than its button")
                }
                XCTAssertTrue(
                    text.minX >= -0.5 && text.maxX <= window.bounds.width + 0.5 && text.minY >= -0.5
                        && frame.midY <= window.bounds.height,
                    "\(what): \"\(label.text)\" cut by the window (\(text))")
            }
            let inButton = (view as? Button) ?? button
            for subview in view.subviews { visit(subview, alpha: alpha, button: inButton) }
        }
        visit(window, alpha: 1, button: nil)
        return checked
    }
}
