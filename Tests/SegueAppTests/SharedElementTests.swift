import SegueCore
import SegueUI
import XCTest

@testable import SegueApp

/// Shared elements (matched geometry) in the Gallery: Card N and Detail N's header.
final class SharedElementTests: XCTestCase {
    func testDebugColour() throws {
        let driver = SceneDriver(style: .zoom)
        let scene = driver.scene
        try tap("Gallery", driver)
        XCTAssertTrue(try driver.settle())
        try tap("Card 5", driver)
        for i in 0..<20 {
            try driver.frame()
            if let standIn = standIns(scene.window).first {
                print(i, standIn.presentation.backgroundColor, standIn.presentation.alpha, standIn.model.backgroundColor)
            }
        }
    }
}

/// Presses and releases the front-most button with a title within one frame.
func tap(_ title: String, _ driver: SceneDriver, file: StaticString = #filePath, line: UInt = #line) throws {
    guard let center = driver.scene.centerOfButton(titled: title) else {
        XCTFail("no button \(title)", file: file, line: line)
        return
    }
    driver.scene.router.handle(.down(location: center, time: driver.clock.now))
    driver.scene.router.handle(.up(location: center, time: driver.clock.now))
}

/// The shared-element stand-ins in a tree.
func standIns(_ view: View) -> [SharedElementStandIn] {
    var result: [SharedElementStandIn] = []
    if let standIn = view as? SharedElementStandIn { result.append(standIn) }
    for subview in view.subviews { result += standIns(subview) }
    return result
}
