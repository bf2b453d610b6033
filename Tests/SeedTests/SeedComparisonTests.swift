import Foundation
import SegueSDL
import UIKit
import XCTest

/// Each seed article's code (Examples/Seeds, linked here as SeedCode) drawn at 0, 25, 50, 75 and
/// 100% of its transition beside Segue's built-in style for it, run the same way on the same
/// screens. A frame passes when the pixels that differ (by more than the goldens' tolerance of 2
/// in a channel) are as many as docs/uikit/SEEDS.md explains, within 1% of the picture: 0 where
/// the two are the same, so a frame that starts to differ, or changes how much, fails.
nonisolated final class SeedComparisonTests: XCTestCase {
    /// One percent of the picture: the slack on a documented count that is not 0.
    @MainActor private let slack = Int(SeedScene.size.width * SeedScene.size.height) / 100

    /// Draws both scenes at the quarters of `seconds` (the built-in's duration) after `start`
    /// ran in each, saves them (SEGUE_TEST_PNG_DIR) and returns the differing pixels per quarter.
    @MainActor private func quarters(
        _ name: String, seconds: Double, seed: SeedScene, builtIn: SeedScene,
        start: (_ seed: SeedScene, _ builtIn: SeedScene) -> Void
    ) throws -> [Int] {
        start(seed, builtIn)
        seed.window.update()
        builtIn.window.update()
        let total = Int((seconds * 60).rounded())
        var done = 0
        var counts: [Int] = []
        for quarter in 0...4 {
            let target = total * quarter / 4
            seed.frames(target - done)
            builtIn.frames(target - done)
            done = target
            let a = try seed.shot()
            let b = try builtIn.shot()
            if let directory = ProcessInfo.processInfo.environment["SEGUE_TEST_PNG_DIR"] {
                try a.savePNG(path: "\(directory)/seed-\(name)-\(quarter * 25).png")
                try b.savePNG(path: "\(directory)/builtin-\(name)-\(quarter * 25).png")
            }
            counts.append(differingPixels(a, b))
        }
        print("seed \(name): differing pixels at 0, 25, 50, 75, 100%: \(counts)")
        return counts
    }

    @MainActor private func assertCounts(
        _ counts: [Int], _ documented: [Int], _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (index, (count, expected)) in zip(counts, documented).enumerated() {
            let allowed = expected == 0 ? 0 : slack
            XCTAssertLessThanOrEqual(
                abs(count - expected), allowed,
                "\(name) at \(index * 25)%: \(count) pixels differ, SEEDS.md explains \(expected)", file: file,
                line: line)
        }
    }

    // MARK: Seed 1: PP_Transition against the scale style

    @MainActor private func scaleScenes() throws -> (
        SeedScene, PP_FirstViewController, SeedScene, TransitionStyleDelegate
    ) {
        let first = PP_FirstViewController()
        let seed = try SeedScene(root: UINavigationController(rootViewController: first))
        let builtIn = try SeedScene(root: UINavigationController(rootViewController: PP_FirstViewController()))
        return (seed, first, builtIn, TransitionStyleDelegate(style: .scale))
    }

    @MainActor func testScalePush() async throws {
        let (seed, first, builtIn, style) = try scaleScenes()
        let counts = try quarters("scale-push", seconds: 1, seed: seed, builtIn: builtIn) { _, builtIn in
            first.pushSecond()
            let nav = builtIn.window.rootViewController as! UINavigationController
            nav.delegate = style
            nav.pushViewController(SeedScreens.second(), animated: true)
        }
        assertCounts(counts, [0, 0, 0, 0, 0], "scale push")
    }

    @MainActor func testScalePop() async throws {
        let (seed, first, builtIn, style) = try scaleScenes()
        let nav = builtIn.window.rootViewController as! UINavigationController
        first.pushSecond()
        nav.delegate = style
        nav.pushViewController(SeedScreens.second(), animated: true)
        seed.settle()
        builtIn.settle()
        let counts = try quarters("scale-pop", seconds: 2, seed: seed, builtIn: builtIn) { seed, _ in
            (seed.window.rootViewController as! UINavigationController).popViewController(animated: true)
            nav.popViewController(animated: true)
        }
        assertCounts(counts, [0, 56515, 0, 0, 0], "scale pop")
    }

    @MainActor func testScalePresent() async throws {
        let (seed, first, builtIn, style) = try scaleScenes()
        let counts = try quarters("scale-present", seconds: 1, seed: seed, builtIn: builtIn) { _, builtIn in
            first.presentSecond()
            let modal = SeedScreens.second()
            style.prepare(modal)
            builtIn.window.rootViewController!.present(modal, animated: true)
        }
        assertCounts(counts, [4, 592, 19477, 12275, 0], "scale present")
    }

    @MainActor func testScaleDismiss() async throws {
        let (seed, first, builtIn, style) = try scaleScenes()
        first.presentSecond()
        let modal = SeedScreens.second()
        style.prepare(modal)
        builtIn.window.rootViewController!.present(modal, animated: true)
        seed.settle()
        builtIn.settle()
        let counts = try quarters("scale-dismiss", seconds: 1, seed: seed, builtIn: builtIn) { _, _ in
            first.dismiss(animated: true)
            modal.dismiss(animated: true)
        }
        assertCounts(counts, [0, 0, 0, 0, 0], "scale dismiss")
    }

    // MARK: Seed 2: ZZFTransition against the circle style

    @MainActor func testCirclePush() async throws {
        let first = ZZFViewController()
        let seed = try SeedScene(root: UINavigationController(rootViewController: first))
        let builtIn = try SeedScene(root: UINavigationController(rootViewController: ZZFViewController()))
        let style = TransitionStyleDelegate(style: .circle)
        let counts = try quarters("circle-push", seconds: 3, seed: seed, builtIn: builtIn) { _, builtIn in
            first.pushSecond()
            let nav = builtIn.window.rootViewController as! UINavigationController
            nav.delegate = style
            nav.pushViewController(SeedScreens.second(), animated: true)
        }
        assertCounts(counts, [214, 9591, 73250, 7231, 0], "circle push")
    }

    // MARK: Seed 3: vcAnimation against the fold styles

    @MainActor func testFoldPresent() async throws {
        let first = FoldViewController()
        let seed = try SeedScene(root: UINavigationController(rootViewController: first))
        let builtIn = try SeedScene(root: UINavigationController(rootViewController: FoldViewController()))
        let style = TransitionStyleDelegate(style: .foldAffine)
        let counts = try quarters("fold-present", seconds: 1, seed: seed, builtIn: builtIn) { _, builtIn in
            first.presentaction()
            let vc = UIViewController()
            vc.view.backgroundColor = UIColor.yellow
            style.prepare(vc)
            builtIn.window.rootViewController!.present(vc, animated: true)
        }
        assertCounts(counts, [0, 421, 840, 1069, 350], "fold present")
    }

    /// The article's navigation delegate method returns the same animator for a push; it does not
    /// show where the screen becomes the delegate, so the test makes it the delegate.
    @MainActor func testFoldPush() async throws {
        let first = FoldViewController()
        let seed = try SeedScene(root: UINavigationController(rootViewController: first))
        let builtIn = try SeedScene(root: UINavigationController(rootViewController: FoldViewController()))
        let style = TransitionStyleDelegate(style: .foldAffine)
        let counts = try quarters("fold-push", seconds: 1, seed: seed, builtIn: builtIn) { seed, builtIn in
            let seedNav = seed.window.rootViewController as! UINavigationController
            seedNav.delegate = first
            seedNav.pushViewController(SeedScreens.second(), animated: true)
            let nav = builtIn.window.rootViewController as! UINavigationController
            nav.delegate = style
            nav.pushViewController(SeedScreens.second(), animated: true)
        }
        assertCounts(counts, [0, 0, 0, 0, 0], "fold push")
    }

    // MARK: Seed 4: PresentedAnimation against the sheet style

    @MainActor func testSheetPresent() async throws {
        let first = ViewController()
        let seed = try SeedScene(root: first)
        let builtIn = try SeedScene(root: ViewController())
        let style = TransitionStyleDelegate(style: .sheet)
        let counts = try quarters("sheet-present", seconds: 0.8, seed: seed, builtIn: builtIn) { _, builtIn in
            first.Transitioning2()
            let modal = ModalViewController()
            style.prepare(modal)
            builtIn.window.rootViewController!.present(modal, animated: true)
        }
        assertCounts(counts, [0, 25046, 25040, 26520, 24674], "sheet present")
    }
}
