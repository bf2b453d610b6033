import Foundation
import SegueSDL
import UIKit
import XCTest

nonisolated final class UIVisualEffectViewTests: XCTestCase {
    /// UIKit: subviews go in `contentView`, which fills the effect view and follows its size; no
    /// effect draws nothing.
    @MainActor func testContentViewFollowsTheBounds() async {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        XCTAssertTrue(view.contentView.superview === view)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 40))
        XCTAssertNil(UIVisualEffectView().effect)
        XCTAssertEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
    }

    /// The blur's stand-in: the style's tint composited over what is behind, on both paths.
    @MainActor func testTheStylesTintLiesOverWhatIsBehind() async throws {
        for geometry in [false, true] {
            let screen = try TestScreen(width: 40, height: 20, geometry: geometry)
            screen.window.backgroundColor = Color(r: 255, g: 0, b: 0)
            let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            light.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let none = UIVisualEffectView(effect: nil)
            none.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
            screen.window.addSubview(light)
            screen.window.addSubview(none)
            let pixels = try screen.render()
            let tint = UIBlurEffect.Style.light.tint
            let a = Double(tint.a) / 255
            let expected = Color(
                r: UInt8((Double(tint.r) * a + 255 * (1 - a)).rounded()), g: UInt8((Double(tint.g) * a).rounded()),
                b: UInt8((Double(tint.b) * a).rounded()))
            assertNear(pixels[10, 10], expected, tolerance: 2)
            assertNear(pixels[30, 10], Color(r: 255, g: 0, b: 0), tolerance: 0)
        }
    }
}
