import Foundation
import SegueCore
import SegueUI

extension Fuzzer {
    /// The seed of a session's gesture stream: apart from its main stream, so turning gestures on
    /// leaves the main stream's numbers as they were (the session changes anyway, since the
    /// gestures change the scene).
    static func gestureSeed(_ seed: UInt64) -> UInt64 { seed ^ 0x6765_7374_7572_6573 }

    /// With `gestures`, a quarter of the actions: a touchscreen finger's drag (from anywhere, the
    /// left edge included, or along a sheet's card), two fingers at once (on two of the front
    /// screen's buttons, or anywhere), a pinch (mostly in, slow or fast) or a trackpad swipe
    /// (mostly right, to pop, or down and up on a sheet); on a zoomed screen, half of them
    /// pinches. Nil for the other three quarters, when the main stream draws the action.
    func gestureAction(_ random: inout SeededGenerator, driver: SceneDriver) -> FuzzAction? {
        guard Int.random(in: 0..<4, using: &random) == 0 else { return nil }
        let size = driver.scene.window.bounds.size
        func written(_ p: Point) -> Point {
            Point(x: (p.x * 1000).rounded() / 1000, y: (p.y * 1000).rounded() / 1000)
        }
        func point() -> Point {
            written(
                Point(
                    x: Double.random(in: 0..<max(size.width, 1), using: &random),
                    y: Double.random(in: 0..<max(size.height, 1), using: &random)))
        }
        func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        // On a screen that arrived by zoom, or while a zoom runs, half the gestures are pinches.
        let zoomed =
            driver.scene.window.frontViewController?.arrivedByZoom == true
            || driver.scene.window.activeTransition?.interactionController is ZoomInteractiveTransition
        let kind = zoomed && Bool.random(using: &random) ? 2 : Int.random(in: 0..<4, using: &random)
        switch kind {
        case 0:
            var start = point()
            if Bool.random(using: &random) { start.x = rounded(Double.random(in: 0..<15, using: &random)) }
            let length = Double.random(in: 10..<600, using: &random)
            var angle = Double.random(in: -0.4..<(Double.pi / 2 + 0.4), using: &random)
            if let sheet = driver.scene.frontSheet, Bool.random(using: &random) {
                start.y = rounded(min(max(sheet.cardTop + 20, 0), max(size.height - 1, 0)))
                angle = Bool.random(using: &random) ? Double.pi / 2 : -Double.pi / 2
            }
            let end = written(Point(x: start.x + length * cos(angle), y: start.y + length * sin(angle)))
            return .touchDrag(from: start, to: end, milliseconds: Int.random(in: 30..<900, using: &random))
        case 1:
            let buttons = driver.scene.frontButtons
            if buttons.count >= 2, Int.random(in: 0..<3, using: &random) > 0 {
                let picked = buttons.shuffled(using: &random).prefix(2).map(\.presentationFrameInRoot)
                return .twoFingers(
                    written(Point(x: picked[0].midX, y: picked[0].midY)),
                    written(Point(x: picked[1].midX, y: picked[1].midY)))
            }
            return .twoFingers(point(), point())
        case 2:
            let centre = written(
                Point(
                    x: size.width * Double.random(in: 0.25..<0.75, using: &random),
                    y: size.height * Double.random(in: 0.25..<0.75, using: &random)))
            let from = rounded(Double.random(in: 60..<300, using: &random))
            let factor =
                Int.random(in: 0..<3, using: &random) > 0
                ? Double.random(in: 0.15..<0.95, using: &random) : Double.random(in: 0.95..<1.6, using: &random)
            let fast = Bool.random(using: &random)
            let ms = fast ? Int.random(in: 50..<200, using: &random) : Int.random(in: 200..<900, using: &random)
            return .pinch(center: centre, from: from, to: rounded(max(from * factor, 1)), milliseconds: ms)
        default:
            let length = Double.random(in: 10..<450, using: &random)
            var at = point()
            let travel: Point
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                travel = Point(x: length, y: Double.random(in: -20..<20, using: &random))
            case 2:
                if let sheet = driver.scene.frontSheet {
                    at.y = rounded(min(max(sheet.cardTop + 40, 0), max(size.height - 1, 0)))
                }
                travel = Point(
                    x: Double.random(in: -10..<10, using: &random), y: Bool.random(using: &random) ? length : -length)
            default:
                let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
                travel = Point(x: length * cos(angle), y: length * sin(angle))
            }
            return .swipe(travel: written(travel), milliseconds: Int.random(in: 30..<700, using: &random), at: at)
        }
    }
}
