import Foundation
import SegueCore
import SegueSDL
@_spi(Testing) import SegueUI
import XCTest

/// A screen of one colour.
private final class SolidScreen: ViewController {
    let color: Color
    init(_ title: String, _ color: Color) {
        self.color = color
        super.init(title: title)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }
    override func loadView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 788))
        view.backgroundColor = color
        self.view = view
    }
}

/// Mid-transition frames drawn by the software renderer show what each animator says.
nonisolated final class TransitionPixelTests: XCTestCase {
    @MainActor private let homeColor = Color(r: 240, g: 240, b: 240)
    @MainActor private let nextColor = Color(r: 30, g: 120, b: 200)

    @MainActor private struct Rig {
        let clock: ManualClock
        let canvas: OffscreenCanvas
        let window: SceneWindow
        let nav: NavigationController
        let delegate: TransitionStyleDelegate

        func frames(_ count: Int) {
            for _ in 0..<count {
                clock.advanceOneFrame()
                window.update()
            }
        }

        func shot() throws -> Surface {
            try canvas.render(window)
            return try canvas.snapshot()
        }
    }

    @MainActor private var fontPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path
    }

    @MainActor private func makeRig(style: TransitionStyle) throws -> Rig {
        let canvas = try OffscreenCanvas(width: 390, height: 844, fontPath: fontPath)
        let clock = ManualClock()
        let window = SceneWindow(size: Size(width: 390, height: 844), clock: clock, textMeasurer: canvas.textMeasurer)
        let nav = NavigationController(rootViewController: SolidScreen("Home", homeColor))
        let delegate = TransitionStyleDelegate(style: style)
        nav.delegate = delegate
        window.setRootViewController(nav)
        window.update()
        return Rig(clock: clock, canvas: canvas, window: window, nav: nav, delegate: delegate)
    }

    /// The content area's centre and a corner of it, in window pixels.
    @MainActor private let center = (x: 195, y: 450)
    @MainActor private let corner = (x: 8, y: 64)

    @MainActor private func near(_ a: Color, _ b: Color, _ tolerance: Int = 3) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    @MainActor func testCircleRevealAtHalfTimeShowsTheNewScreenInsideACircleAndTheOldInTheCorners() async throws {
        let rig = try makeRig(style: .circle)
        rig.nav.pushViewController(SolidScreen("Two", nextColor), animated: true)
        rig.frames(90)  // 1.5 s of 3 s
        let frame = try rig.shot()
        XCTAssertTrue(near(frame[center.x, center.y], nextColor), "\(frame[center.x, center.y])")
        XCTAssertTrue(near(frame[corner.x, corner.y], homeColor), "\(frame[corner.x, corner.y])")
        XCTAssertTrue(near(frame[382, 836], homeColor), "bottom-right corner")
        // The circle's radius at half time follows ease-in-ease-out between 6 points and the large radius.
        let bounds = rig.nav.containerView.bounds
        guard case .ellipse(let large) = CircleRevealAnimator.circles(in: bounds).large else { return XCTFail() }
        let radius = 6 + (large.width / 2 - 6) * TimingCurve.easeInEaseOut.value(at: 0.5)
        let y = 450
        let inside = Int(Double(center.x) + radius * 0.5)
        XCTAssertTrue(near(frame[inside, y], nextColor) || radius * 0.5 > 190)
        rig.frames(100)
        XCTAssertTrue(rig.window.mirrorInvariantViolations().isEmpty)
    }

    @MainActor func testScalePushAtHalfASecondShowsTheOldScreenScaledByItsCurve() async throws {
        let rig = try makeRig(style: .scale)
        rig.nav.pushViewController(SolidScreen("Two", nextColor), animated: true)
        rig.frames(30)  // 0.5 s of 1 s
        let frame = try rig.shot()
        let scale = 1 - 0.5 * TimingCurve.easeInEaseOut.value(at: 0.5)  // 0.75
        let content = rig.nav.containerView.bounds
        // The old screen covers the middle, scaled about the content's centre; outside it, the
        // container's black shows.
        let halfWidth = content.width * scale / 2
        let midY = Int(56 + content.height / 2)
        XCTAssertTrue(near(frame[195, midY], homeColor))
        XCTAssertTrue(near(frame[Int(195 - halfWidth) + 3, midY], homeColor), "just inside the scaled edge")
        XCTAssertTrue(near(frame[Int(195 - halfWidth) - 3, midY], .black), "just outside the scaled edge")
        XCTAssertTrue(near(frame[corner.x, corner.y], .black))
    }

    @MainActor func testFoldShowsATrapezoid() async throws {
        let rig = try makeRig(style: .fold)
        rig.nav.pushViewController(SolidScreen("Two", nextColor), animated: true)
        rig.frames(12)  // early: the new screen is still folded back
        let frame = try rig.shot()
        func width(ofRow y: Int) -> Int { (0..<390).filter { near(frame[$0, y], nextColor, 6) }.count }
        let rows = (56..<844).filter { width(ofRow: $0) > 0 }
        guard let top = rows.first, let bottom = rows.last else { return XCTFail("the new screen is not drawn") }
        XCTAssertLessThan(width(ofRow: top + 2) + 6, width(ofRow: bottom - 2), "far (top) edge shorter than near edge")
    }
}
