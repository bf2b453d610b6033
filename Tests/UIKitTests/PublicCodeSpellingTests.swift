import UIKit
import XCTest

/// API that public UIKit code was found to need (docs/uikit/TRIED.md), each with the UIKit rule
/// it follows.
nonisolated final class PublicCodeSpellingTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var window: WindowView!
    @MainActor private var view: UIView!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        window = WindowView(size: CGSize(width: 400, height: 800), clock: clock)
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
    }

    @MainActor private func advance(frames: Int) {
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// Core Animation: `NSValue(caTransform3D:)` boxes a transform for `values`, `fromValue` and
    /// `toValue`, and `caTransform3DValue` gives it back.
    @MainActor func testNSValueCarriesATransformIntoAKeyframeAnimation() async {
        let moved = CATransform3DMakeTranslation(80, -20, 0)
        XCTAssertEqual(NSValue(caTransform3D: moved).caTransform3DValue, moved)
        let zigzag = CAKeyframeAnimation(keyPath: "transform")
        zigzag.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: moved)]
        zigzag.keyTimes = [0, 1]
        zigzag.duration = 1
        view.layer.add(zigzag, forKey: "zigzag")
        advance(frames: 30)
        let halfway = view.layer.presentation()!.transform
        XCTAssertEqual(halfway.m41, 40, accuracy: 1e-6, "half of the translation at half time")
        XCTAssertEqual(halfway.m42, -10, accuracy: 1e-6)
    }

    /// UIKit's `NSCoder.cgPoint(for:)` (`CGPointFromString`) reads `"{x, y}"`; a string that is
    /// not well formed gives `.zero`; `string(for:)` writes the same form.
    @MainActor func testNSCoderReadsAndWritesGeometryStrings() async {
        XCTAssertEqual(NSCoder.cgPoint(for: "{12.5, -3}"), CGPoint(x: 12.5, y: -3))
        XCTAssertEqual(NSCoder.cgPoint(for: "{7}"), .zero)
        XCTAssertEqual(NSCoder.cgSize(for: "{30,40}"), CGSize(width: 30, height: 40))
        XCTAssertEqual(
            NSCoder.cgRect(for: "{{1, 2}, {30, 40}}"), CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 3, y: 4.5)), "{3, 4.5}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
    }

    /// UIKit: views and view controllers are `NSObject`s, equal only to themselves and hashed
    /// by identity.
    @MainActor func testViewsAndControllersAreEqualOnlyToThemselves() async {
        let first = UIViewController()
        let second = UIViewController()
        XCTAssertTrue(first == first)
        XCTAssertFalse(first == second)
        XCTAssertNil(first.presentingViewController == second ? first : nil)
        let other = UIView()
        XCTAssertEqual(Set([view, other, view]).count, 2)
        XCTAssertEqual([other, view].firstIndex(of: view), 1)
    }

    /// UIKit: `isOpaque` is a drawing hint, true by default; a view that is not opaque says so.
    @MainActor func testIsOpaqueIsAHintThatDefaultsToTrue() async {
        XCTAssertTrue(UIView().isOpaque)
        view.isOpaque = false
        view.backgroundColor = .clear
        XCTAssertFalse(view.isOpaque)
    }

    /// UIKit: `removeFromSuperview()` is overridable; the override's `super` call removes the view.
    /// Core Animation's `drawsAsynchronously` is a hint, false by default.
    @MainActor func testRemoveFromSuperviewIsOverridableAndDrawsAsynchronouslyIsAHint() async {
        let pastel = Leaving(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(pastel)
        XCTAssertFalse(pastel.layer.drawsAsynchronously)
        pastel.layer.drawsAsynchronously = true
        pastel.removeFromSuperview()
        XCTAssertNil(pastel.superview)
        XCTAssertEqual(pastel.removals, 1)
        XCTAssertTrue(pastel.layer.drawsAsynchronously)
    }

    /// Core Animation: `init(layer:)` is designated, so a `CAShapeLayer` subclass overrides it,
    /// and the copy takes the shape layer's own properties.
    @MainActor func testAShapeLayerSubclassOverridesInitLayer() async {
        let spinner = Spinner()
        spinner.strokeColor = UIColor.red.cgColor
        spinner.lineWidth = 3
        spinner.speedFactor = 2
        let copy = Spinner(layer: spinner)
        XCTAssertEqual(copy.lineWidth, 3)
        XCTAssertEqual(copy.strokeColor, UIColor.red.cgColor)
        XCTAssertEqual(copy.speedFactor, 2)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        XCTAssertEqual(CAGradientLayer(layer: gradient).colors?.count, 2)
    }

    /// UIKit: `UIButton.init(frame:)` is a designated initializer a subclass overrides.
    @MainActor func testAButtonSubclassOverridesInitFrame() async {
        let button = SubmitButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        XCTAssertEqual(button.frame.width, 120)
        XCTAssertTrue(button.didSetUp)
        XCTAssertEqual(button.currentTitle, "")
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.currentTitle, "Go")
    }
}

/// A layer subclass as public code writes one: its own property, copied in `init(layer:)`.
private final class Spinner: CAShapeLayer {
    var speedFactor: CGFloat = 1

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? Spinner { speedFactor = other.speedFactor }
    }
}

/// A view that does its own clean-up when it leaves its superview.
private final class Leaving: UIView {
    var removals = 0

    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}

/// A button subclass as public code writes one.
private final class SubmitButton: UIButton {
    var didSetUp = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        didSetUp = true
    }

    required init?(coder: NSCoder) {
        nil
    }
}
