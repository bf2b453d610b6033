import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Shared elements (matched geometry) in the Gallery: Card N and Detail N's header.
nonisolated final class SharedElementTests: XCTestCase {
    /// Opens the Gallery (with the system style, so every style starts from the same Gallery).
    @MainActor private func galleryDriver(style: TransitionStyle) throws -> SceneDriver {
        let driver = SceneDriver(style: .system)
        try tap("Gallery", driver)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery")
        driver.viewer.style = style
        return driver
    }

    @MainActor private func card(_ number: Int, _ scene: ViewerScene) throws -> View {
        let gallery = try XCTUnwrap(scene.navigation.viewControllers.last as? GalleryScreen)
        return try XCTUnwrap(gallery.card(number))
    }

    @MainActor func testTheMorphLiesStrictlyBetweenTheTwoFramesMidTransitionInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let driver = try galleryDriver(style: style)
            let scene = driver.viewer
            let card = try card(5, scene)
            let cardFrame = card.presentationFrameInRoot
            try tap("Card 5", driver)
            let active = try XCTUnwrap(scene.window.activeTransition, style.name)
            let duration = active.animator.transitionDuration(using: active.context)
            for _ in 0..<Int(duration * 60 / 2) { try driver.frame() }
            let standIn = try XCTUnwrap(standIns(scene.window).first, style.name)
            XCTAssertTrue(card.isHidden, "\(style.name): the card is hidden while its stand-in flies")
            let detail = try XCTUnwrap(scene.navigation.topViewController as? DetailScreen)
            XCTAssertTrue(detail.header.isHidden, "\(style.name): the header is hidden while its stand-in flies")
            let mid = standIn.presentationFrameInRoot
            XCTAssertTrue(try driver.settle())
            XCTAssertEqual(scene.frontTitle, "Detail 5", style.name)
            XCTAssertTrue(standIns(scene.window).isEmpty, style.name)
            XCTAssertFalse(detail.header.isHidden, style.name)
            XCTAssertFalse(card.isHidden, style.name)
            let headerFrame = detail.header.presentationFrameInRoot
            for (value, a, b, name) in [
                (mid.minX, cardFrame.minX, headerFrame.minX, "x"), (mid.minY, cardFrame.minY, headerFrame.minY, "y"),
                (mid.width, cardFrame.width, headerFrame.width, "width"),
                (mid.height, cardFrame.height, headerFrame.height, "height"),
            ] {
                XCTAssertGreaterThan(value, min(a, b), "\(style.name) \(name)")
                XCTAssertLessThan(value, max(a, b), "\(style.name) \(name)")
            }
        }
    }

    @MainActor func testACancelledEdgeSwipeShowsBothOriginalsExactlyAsTheyWere() async throws {
        let driver = try galleryDriver(style: .system)
        let scene = driver.viewer
        let card = try card(3, scene)
        let cardBefore = (card.presentationFrameInRoot, card.presentation.alpha, card.isHidden)
        try tap("Card 3", driver)
        XCTAssertTrue(try driver.settle())
        let detail = try XCTUnwrap(scene.navigation.topViewController as? DetailScreen)
        let headerBefore = ViewSnapshot(detail.header)
        scene.router.handle(.down(location: Point(x: 3, y: 400), time: driver.clock.now))
        for i in 1...12 {
            try driver.frame()
            scene.router.handle(.moved(location: Point(x: 3 + Double(i) * 8, y: 400), time: driver.clock.now))
        }
        XCTAssertFalse(standIns(scene.window).isEmpty, "the edge swipe morphs the header back towards the card")
        XCTAssertTrue(card.isHidden)
        for _ in 0..<6 { try driver.frame() }
        scene.router.handle(.up(location: Point(x: 99, y: 400), time: driver.clock.now))
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(scene.frontTitle, "Detail 3", "a slow, short swipe cancels")
        XCTAssertEqual(ViewSnapshot(detail.header), headerBefore)
        XCTAssertTrue(standIns(scene.window).isEmpty)
        XCTAssertEqual(card.isHidden, cardBefore.2)
        XCTAssertEqual(card.presentation.alpha, cardBefore.1)
        try tap("Close", driver)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(card.presentationFrameInRoot, cardBefore.0)
    }

    @MainActor func testTheStateJSONGivesEachViewItsID() async throws {
        let driver = try galleryDriver(style: .system)
        let json = try driver.viewer.stateJSON()
        XCTAssertTrue(json.contains("\"id\":\"card-7\""), json)
        XCTAssertTrue(json.contains("\"reduceMotion\":false"))
        let state = try JSONDecoder().decode(SceneState.self, from: Data(json.utf8))
        var ids: [String: String?] = [:]
        func collect(_ node: SceneState.Node) {
            if let title = node.title, node.type != "Label" { ids[title] = node.id }
            node.children.forEach(collect)
        }
        collect(state.root)
        XCTAssertEqual(ids["Card 7"], "card-7")
        XCTAssertEqual(ids["Gallery"], .some(nil), "a view without an ID has a null id")
        XCTAssertFalse(state.reduceMotion)
    }
}

/// Presses and releases the front-most button with a title within one frame.
func tap(_ title: String, _ driver: SceneDriver, file: StaticString = #filePath, line: UInt = #line) throws {
    guard let center = driver.viewer.centerOfButton(titled: title) else {
        XCTFail("no button \(title)", file: file, line: line)
        return
    }
    driver.viewer.router.handle(.down(location: center, time: driver.clock.now))
    driver.viewer.router.handle(.up(location: center, time: driver.clock.now))
}

/// The shared-element stand-ins in a tree.
func standIns(_ view: View) -> [SharedElementStandIn] {
    var result: [SharedElementStandIn] = []
    if let standIn = view as? SharedElementStandIn { result.append(standIn) }
    for subview in view.subviews { result += standIns(subview) }
    return result
}
