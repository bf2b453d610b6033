import UIKit
import XCTest

nonisolated final class UIViewTests: XCTestCase {
    // MARK: Tags

    /// UIKit: `viewWithTag(_:)` answers the view itself first, then searches its subviews depth
    /// first, in subview order.
    @MainActor func testViewWithTagSearchesSelfThenDepthFirst() async {
        let root = UIView()
        let a = UIView()
        let a1 = UIView()
        let b = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        a1.tag = 7
        b.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === a1, "a1 comes before b depth first")
        XCTAssertTrue(root.viewWithTag(0) === root, "the default tag is 0 and the view itself is searched first")
        XCTAssertNil(root.viewWithTag(99))
    }

    // MARK: Autoresizing

    /// UIKit's raw values of UIViewAutoresizing.
    @MainActor func testAutoresizingMaskRawValues() async {
        XCTAssertEqual(UIView.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleWidth.rawValue, 2)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
        XCTAssertEqual(UIView().autoresizingMask, [])
        XCTAssertTrue(UIView().autoresizesSubviews)
    }

    @MainActor private func resized(
        _ mask: UIView.AutoresizingMask, from frame: CGRect, superSize: CGSize, to newSize: CGSize
    )
        -> CGRect
    {
        let superview = UIView(frame: CGRect(origin: .zero, size: superSize))
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        superview.addSubview(view)
        superview.frame.size = newSize
        return view.frame
    }

    /// UIKit: with no flexible portion the frame stays; a single flexible portion takes the whole
    /// change of the superview's size.
    @MainActor func testASingleFlexiblePortionTakesTheWholeChange() async {
        let frame = CGRect(x: 20, y: 10, width: 100, height: 40)
        let old = CGSize(width: 200, height: 100)
        let new = CGSize(width: 300, height: 160)
        XCTAssertEqual(resized([], from: frame, superSize: old, to: new), frame)
        XCTAssertEqual(
            resized([.flexibleWidth, .flexibleHeight], from: frame, superSize: old, to: new),
            CGRect(x: 20, y: 10, width: 200, height: 100), "margins fixed, the size takes the change")
        XCTAssertEqual(
            resized([.flexibleLeftMargin, .flexibleTopMargin], from: frame, superSize: old, to: new),
            CGRect(x: 120, y: 70, width: 100, height: 40), "pinned to the bottom-right corner")
        XCTAssertEqual(
            resized([.flexibleRightMargin, .flexibleBottomMargin], from: frame, superSize: old, to: new), frame,
            "pinned to the top-left corner")
    }

    /// Apple: "distribute the size difference proportionally among the flexible portions. The
    /// larger the flexible portion, relative to the other flexible portions, the more it is likely
    /// to grow."
    @MainActor func testSeveralFlexiblePortionsShareTheChangeInProportion() async {
        // Margins 20 and 80 (flexible), width 100 fixed: +100 splits 20 : 80.
        let margins = resized(
            [.flexibleLeftMargin, .flexibleRightMargin], from: CGRect(x: 20, y: 0, width: 100, height: 10),
            superSize: CGSize(width: 200, height: 10), to: CGSize(width: 300, height: 10))
        XCTAssertEqual(margins.minX, 40, accuracy: 1e-9)
        XCTAssertEqual(margins.width, 100)
        // Left margin 20 and width 100 flexible, right margin fixed: +60 splits 20 : 100.
        let leftAndWidth = resized(
            [.flexibleLeftMargin, .flexibleWidth], from: CGRect(x: 20, y: 0, width: 100, height: 10),
            superSize: CGSize(width: 200, height: 10), to: CGSize(width: 260, height: 10))
        XCTAssertEqual(leftAndWidth.minX, 30, accuracy: 1e-9)
        XCTAssertEqual(leftAndWidth.width, 150, accuracy: 1e-9)
        XCTAssertEqual(260 - leftAndWidth.maxX, 80, accuracy: 1e-9, "the fixed right margin keeps its 80")
        // All three flexible: everything scales with the superview (320 -> 480 is x1.5).
        let all = resized(
            [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ],
            from: CGRect(x: 50, y: 100, width: 200, height: 40), superSize: CGSize(width: 320, height: 480),
            to: CGSize(width: 480, height: 720))
        XCTAssertEqual(all.minX, 75, accuracy: 1e-9)
        XCTAssertEqual(all.width, 300, accuracy: 1e-9)
        XCTAssertEqual(all.minY, 150, accuracy: 1e-9)
        XCTAssertEqual(all.height, 60, accuracy: 1e-9)
    }

    /// UIKit resizes subviews only while the superview's `autoresizesSubviews` is set, and only
    /// when its bounds size changes (moving it leaves them alone).
    @MainActor func testAutoresizingNeedsAutoresizesSubviewsAndASizeChange() async {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.autoresizingMask = .flexibleWidth
        superview.addSubview(view)
        superview.center = CGPoint(x: 500, y: 500)
        XCTAssertEqual(view.frame.width, 50)
        superview.autoresizesSubviews = false
        superview.frame.size.width = 400
        XCTAssertEqual(view.frame.width, 50)
        superview.autoresizesSubviews = true
        superview.bounds.size.width = 300
        XCTAssertEqual(view.frame.width, 0, "a shrink of 100 taken by the width alone")
    }

    // MARK: Hit testing

    @MainActor private final class WideTarget: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @MainActor private final class Redirect: UIView {
        let target: UIView
        init(frame: CGRect, target: UIView) {
            self.target = target
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            super.hitTest(point, with: event) == nil ? nil : target
        }
    }

    /// UIKit: hit testing asks `point(inside:with:)` and `hitTest(_:with:)` of each view, so
    /// overriding them widens a target or redirects touches; Segue's `hitTest(_:)` goes through them.
    @MainActor func testHitTestingCallsTheUIKitOverrides() async {
        let window = WindowView(size: Size(width: 300, height: 300), clock: ManualClock())
        let wide = WideTarget(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(wide)
        XCTAssertTrue(window.hitTest(CGPoint(x: 90, y: 90)) === wide, "10 pt outside, within the widened area")
        XCTAssertTrue(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === window)
        let target = UIView()
        let redirect = Redirect(frame: CGRect(x: 0, y: 200, width: 50, height: 50), target: target)
        window.addSubview(redirect)
        XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 210)) === target)
        XCTAssertTrue(wide.point(inside: CGPoint(x: -10, y: -10)), "Segue's spelling answers the override")
    }

    /// UIKit's hit-testing rules: hidden views, views without interaction and views at alpha
    /// 0.01 or less are skipped.
    @MainActor func testHitTestingSkipsHiddenDisabledAndTransparentViews() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        let event = UIEvent(type: .touches, timestamp: 1)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: event) === child)
        child.alpha = 0.01
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: event) === root)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: event) === root)
        child.isUserInteractionEnabled = true
        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: event) === root)
        XCTAssertEqual(event.type, .touches)
        XCTAssertNil(event.allTouches, "an event without touches has none")
    }

    // MARK: Hierarchy callbacks

    @MainActor private final class Logger: UIView {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func willMove(toSuperview newSuperview: UIView?) {
            log.append("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
        override func willMove(toWindow newWindow: WindowView?) {
            log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            log.append("\(name).didMoveToWindow")
        }
        override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
    }

    /// UIKit's order, as logged on iOS (e-com-net.com/article/5357521.htm; 39.103.169.235/p/681053cc48fd):
    /// adding: willMove(toSuperview:), [willMove(toWindow:), didMoveToWindow when the window
    /// changes], didMoveToSuperview, then the superview's didAddSubview; removing: the superview's
    /// willRemoveSubview, willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow,
    /// didMoveToSuperview. Window callbacks reach the whole subtree, and only when the window changes.
    @MainActor func testHierarchyCallbacksComeInUIKitsOrder() async {
        let window = WindowView(size: Size(width: 100, height: 100), clock: ManualClock())
        let parent = Logger("parent")
        let view = Logger("view")
        let child = Logger("child")
        view.addSubview(child)
        XCTAssertEqual(
            view.log + child.log,
            ["view.didAddSubview", "child.willMove(toSuperview: view)", "child.didMoveToSuperview"],
            "outside a window there are no window callbacks")
        view.log = []
        child.log = []
        window.addSubview(parent)
        parent.log = []
        var log: [String] = []
        func collect() {
            log = (parent.log + view.log + child.log)
            parent.log = []
            view.log = []
            child.log = []
        }
        parent.addSubview(view)
        collect()
        XCTAssertEqual(
            log.filter { $0.hasPrefix("view") },
            [
                "view.willMove(toSuperview: view)", "view.willMove(toWindow: window)", "view.didMoveToWindow",
                "view.didMoveToSuperview",
            ])
        XCTAssertEqual(log.filter { $0.hasPrefix("parent") }, ["parent.didAddSubview"])
        XCTAssertEqual(
            log.filter { $0.hasPrefix("child") }, ["child.willMove(toWindow: window)", "child.didMoveToWindow"],
            "the subtree hears of the window change")
        view.removeFromSuperview()
        collect()
        XCTAssertEqual(
            log.filter { !$0.hasPrefix("child") },
            [
                "parent.willRemoveSubview", "view.willMove(toSuperview: nil)", "view.willMove(toWindow: nil)",
                "view.didMoveToWindow", "view.didMoveToSuperview",
            ])
        window.addSubview(view)
        view.log = []
        child.log = []
        parent.addSubview(view)
        collect()
        XCTAssertFalse(log.contains { $0.contains("Window") }, "a move within one window calls no window callbacks")
    }

    // MARK: Sizes, tint and flags

    /// UIKit: `sizeToFit()` sizes the view to `sizeThatFits(bounds.size)` keeping the frame's
    /// origin; a plain view's `intrinsicContentSize` is `noIntrinsicMetric` along both axes.
    @MainActor func testSizeToFitKeepsTheOrigin() async {
        @MainActor final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let view = Fixed(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 12))
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: -1))
    }

    /// UIKit: `tintColor` is inherited from the superview, `systemBlue` at the root; nil goes back
    /// to inheriting; views whose tint changes hear `tintColorDidChange`.
    @MainActor func testTintColorIsInherited() async {
        @MainActor final class Listener: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView()
        let child = Listener()
        let own = Listener()
        root.addSubview(child)
        root.addSubview(own)
        own.tintColor = .systemRed
        own.changes = 0
        XCTAssertEqual(child.tintColor, UIColor.systemBlue)
        root.tintColor = .systemGreen
        XCTAssertEqual(child.tintColor, UIColor.systemGreen)
        XCTAssertEqual(own.tintColor, UIColor.systemRed)
        XCTAssertEqual(child.changes, 1)
        XCTAssertEqual(own.changes, 0, "a view with its own tint does not change")
        root.tintColor = nil
        XCTAssertEqual(child.tintColor, UIColor.systemBlue)
    }

    /// UIKit's defaults: contentMode `.scaleToFill`, layout margins 8 on each side, zero safe
    /// area, no exclusive or multiple touch.
    @MainActor func testDefaults() async {
        let view = UIView()
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(UIView.ContentMode.center.rawValue, 4)
        XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertFalse(view.isExclusiveTouch)
        XCTAssertFalse(view.isMultipleTouchEnabled)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.layoutMargins.right, 4)
    }
}
