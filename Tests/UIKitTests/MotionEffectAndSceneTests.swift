import Segue
import XCTest

@testable import UIKit

/// Motion effects are kept and never applied (a desktop has no tilt, as the Simulator); the
/// window scene is the scene window's, with no status bar.
nonisolated final class MotionEffectAndSceneTests: XCTestCase {
    /// UIKit: the interpolating effect's values run from the minimum at offset -1 to the maximum at
    /// 1 along its axis; a group merges its effects'.
    @MainActor func testInterpolatingEffectsGiveTheirRelativeValues() async throws {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = CGFloat(-10)
        vertical.maximumRelativeValue = CGFloat(30)
        let offset = UIOffset(horizontal: 0.5, vertical: -1)
        XCTAssertEqual(horizontal.keyPathsAndRelativeValues(forViewerOffset: offset)?["center.x"] as? CGFloat, 10)
        XCTAssertEqual(vertical.keyPathsAndRelativeValues(forViewerOffset: offset)?["center.y"] as? CGFloat, -10)
        let group = UIMotionEffectGroup()
        XCTAssertNil(group.keyPathsAndRelativeValues(forViewerOffset: .zero))
        group.motionEffects = [horizontal, vertical]
        let values = try XCTUnwrap(group.keyPathsAndRelativeValues(forViewerOffset: .zero))
        XCTAssertEqual(values["center.x"] as? CGFloat, 0)
        XCTAssertEqual(values["center.y"] as? CGFloat, 10)
        XCTAssertNil(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: offset))
    }

    /// A view keeps the effects added once each, removes them, and none moves it.
    @MainActor func testAViewKeepsItsEffectsAndNoneMovesIt() async {
        let window = WindowView(size: CGSize(width: 200, height: 200), clock: ManualClock())
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        window.addSubview(view)
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        view.addMotionEffect(effect)
        XCTAssertEqual(view.motionEffects.count, 2)
        window.update()
        XCTAssertEqual(view.presentation.position, CGPoint(x: 70, y: 70), "no tilt moves it")
        view.removeMotionEffect(effect)
        XCTAssertTrue(view.motionEffects.first === group)
        view.motionEffects.removeAll()
        XCTAssertTrue(view.motionEffects.isEmpty)
    }

    /// `view.window?.windowScene` and `UIWindow.windowScene` are one scene per scene window, whose
    /// windows are the UIWindows shown in it; the status bar has no height.
    @MainActor func testTheWindowSceneIsTheSceneWindows() async throws {
        let content = UIKitLaunchContent(delegateClass: NamedAppDelegate.self)
        let scene = AppScene(
            size: CGSize(width: 300, height: 500), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer(),
            content: content)
        let delegate = try XCTUnwrap(content.delegate as? NamedAppDelegate)
        let window = try XCTUnwrap(delegate.window)
        let windowScene = try XCTUnwrap(window.windowScene)
        let controller = try XCTUnwrap(window.rootViewController)
        XCTAssertTrue(controller.view.window?.windowScene === windowScene, "one scene per scene window")
        XCTAssertEqual(windowScene.windows.count, 1)
        XCTAssertTrue(windowScene.windows.first === window)
        XCTAssertTrue(windowScene.keyWindow === window)
        XCTAssertTrue(windowScene.screen === UIScreen.main)
        XCTAssertEqual(windowScene.interfaceOrientation, .portrait)
        XCTAssertEqual(
            windowScene.activationState,
            UIApplication.shared.applicationState == .active ? .foregroundActive : .foregroundInactive)
        let bar = try XCTUnwrap(windowScene.statusBarManager)
        XCTAssertEqual(bar.statusBarFrame, CGRect(x: 0, y: 0, width: 300, height: 0))
        XCTAssertTrue(bar.isStatusBarHidden)
        XCTAssertEqual((UIApplication.shared as StatusBarFrameReading).statusBarFrame.height, 0)
        scene.resize(to: CGSize(width: 640, height: 480))
        XCTAssertEqual(windowScene.interfaceOrientation, .landscapeRight)
        XCTAssertNil(UIWindow(frame: .zero).windowScene, "a window not shown is in no scene")
    }
}

/// `UIApplication.statusBarFrame`, deprecated in UIKit as here, read through a requirement so the
/// test checks it without a deprecation warning.
@MainActor private protocol StatusBarFrameReading {
    var statusBarFrame: CGRect { get }
}

extension UIApplication: StatusBarFrameReading {}
