import SegueCore
import SegueUI
import XCTest

@testable import SegueRuntime
@testable import SegueViewer

/// The overlays' text stays inside the window at any size: on the viewer's screens, the inspector
/// and the help fit narrow windows.
nonisolated final class InspectorFitTests: XCTestCase {
    @MainActor private let measurer = ApproximateTextMeasurer()

    @MainActor func testInspectorAndHelpFitNarrowWindows() async {
        for size in [Size(width: 390, height: 844), Size(width: 240, height: 500), Size(width: 160, height: 400)] {
            let clock = ManualClock()
            let scene = ViewerScene(size: size, clock: clock, textMeasurer: measurer, style: .sheet)
            scene.push()
            for _ in 0..<120 where scene.isBusy {
                clock.advanceOneFrame()
                scene.update()
            }
            scene.present()
            for _ in 0..<120 where scene.isBusy {
                clock.advanceOneFrame()
                scene.update()
            }
            let overlay = OverlayWindow(size: size, textMeasurer: measurer)
            let controls = SceneControls(slowFactor: 1)
            controls.apply(.toggleInspector, to: scene.scene)
            controls.apply(.toggleHelp, to: scene.scene)
            overlay.layoutIfNeeded()
            overlay.refresh(scene: scene.scene, controls: controls, frameTimes: FrameTimeHistory())
            var checked = 0
            func check(_ view: View) {
                guard !view.isHidden else { return }
                if let label = view as? Label, !label.text.isEmpty {
                    let textWidth = measurer.measure(label.text, fontSize: label.fontSize).width
                    XCTAssertLessThanOrEqual(textWidth, label.frame.width + 1e-9, "\(size): \(label.text)")
                    XCTAssertLessThanOrEqual(label.presentationFrameInRoot.maxX, size.width + 1e-9, "\(size)")
                    checked += 1
                }
                for subview in view.subviews { check(subview) }
            }
            check(overlay.inspector)
            check(overlay.help)
            XCTAssertGreaterThan(checked, 20, "\(size)")
        }
    }
}
