import UIKit
import XCTest

/// Spellings that iOS code relies on beyond the types: literals, Darwin's constants, overridable
/// geometry and control states.
nonisolated final class SpellingTests: XCTestCase {
    @MainActor private final class FollowingView: UIView {
        var framesSeen: [CGRect] = []
        override var frame: CGRect {
            didSet { framesSeen.append(frame) }
        }
    }

    @MainActor private final class PressedButton: UIButton {
        var highlights: [Bool] = []
        override var isHighlighted: Bool {
            didSet { highlights.append(isHighlighted) }
        }
    }

    /// UIView's `frame` is overridable (subclasses follow it with didSet), as UIKit declares it.
    @MainActor func testFrameIsOverridable() async {
        let view = FollowingView(frame: .zero)
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(view.framesSeen.last, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    /// UIControl's `isHighlighted` is overridable, as custom buttons override it.
    @MainActor func testControlStatesAreOverridable() async {
        let button = PressedButton(type: .custom)
        button.isHighlighted = true
        button.isHighlighted = false
        XCTAssertEqual(button.highlights, [true, false])
    }

    /// `#colorLiteral` makes a UIColor, and Darwin's `HUGE` is the largest Float.
    @MainActor func testColorLiteralsAndDarwinConstants() async {
        // swift-format-ignore: NoPlaygroundLiterals
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(color, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        XCTAssertEqual(animation.repeatCount, .greatestFiniteMagnitude)
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
    }

    /// A layer subclass overrides `init(layer:)` to copy its own properties, as Core Animation asks.
    @MainActor func testLayerSubclassesOverrideInitLayer() async {
        @MainActor final class BadgeLayer: CALayer {
            var count = 0
            override init() { super.init() }
            override init(layer: Any) {
                count = (layer as? BadgeLayer)?.count ?? 0
                super.init(layer: layer)
            }
        }
        let badge = BadgeLayer()
        badge.count = 3
        badge.cornerRadius = 4
        let copy = BadgeLayer(layer: badge)
        XCTAssertEqual(copy.count, 3)
        XCTAssertEqual(copy.cornerRadius, 4)
    }
}
