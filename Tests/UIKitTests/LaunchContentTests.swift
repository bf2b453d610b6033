import Segue
import XCTest

@testable import UIKit

/// The scene content of a UIKit app, on a scene of its own.
nonisolated final class LaunchContentTests: XCTestCase {
    /// The window the launch made is kept outside the tree as the app's; a root set on it after
    /// the launch replaces the scene window's root; the screen follows the scene window's size.
    @MainActor func testTheUIWindowHandsItsRootToTheScenesWindow() async throws {
        let content = UIKitLaunchContent(delegateClass: NamedAppDelegate.self)
        let scene = AppScene(
            size: CGSize(width: 300, height: 500), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer(),
            content: content)
        let delegate = try XCTUnwrap(content.delegate as? NamedAppDelegate)
        let window = try XCTUnwrap(delegate.window)
        XCTAssertTrue(scene.window.rootViewController === window.rootViewController)
        XCTAssertTrue(window.sceneWindow === scene.window)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 300, height: 500))
        XCTAssertEqual(content.viewsKeptOutsideTree.count, 1)
        let replacement = EntryPage(number: 9)
        window.rootViewController = replacement
        XCTAssertTrue(scene.window.rootViewController === replacement)
        XCTAssertTrue(replacement.view.superview === scene.window)
        scene.resize(to: CGSize(width: 640, height: 480))
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 640, height: 480))
        scene.window.displayScale = 2
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 1280, height: 960))
    }
}
