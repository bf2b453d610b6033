import Foundation
import SegueSDL
import UIKit
import XCTest

/// Core Animation's `CATransition` rules, checked in pixels: added to a layer, it shows the
/// layer's old look (a snapshot) going away as its type and subtype say while the changes made
/// after it show at once.
nonisolated final class CATransitionTests: XCTestCase {
    @MainActor private let red = Color(r: 220, g: 30, b: 30)
    @MainActor private let blue = Color(r: 30, g: 60, b: 220)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor private func expect(
        _ actual: Color, _ expected: Color, tolerance: Int = 3, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(
            actual.distance(to: expected), tolerance, "\(what): \(actual) is not \(expected)", file: file, line: line)
    }

    /// A red 100 × 100 view at (50, 50) in a white window, turned blue under `transition`
    /// (1 s, linear), drawn after `frames` sixtieths of a second.
    @MainActor private func run(
        _ type: CATransitionType, _ subtype: CATransitionSubtype?, path: DrawingPath, frames: Int,
        configure: (CATransition) -> Void = { _ in }
    ) throws -> (Surface, UIView, LayerPixelCanvas) {
        let scene = try LayerPixelCanvas(path: path)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 220 / 255, green: 30 / 255, blue: 30 / 255, alpha: 1)
        scene.window.addSubview(view)
        scene.window.update()
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        configure(transition)
        view.layer.add(transition, forKey: nil)
        view.backgroundColor = UIColor(red: 30 / 255, green: 60 / 255, blue: 220 / 255, alpha: 1)
        scene.advance(frames: frames)
        return (try scene.render("transition-\(type.rawValue)"), view, scene)
    }

    /// kCATransitionPush from the right: "the layer pushes any existing content as it slides
    /// into place"; halfway, the new look is half in from the right and the old half out left.
    @MainActor func testPushFromRightSlidesTheNewLookInAndTheOldOut() async throws {
        for path in LayerPixelCanvas.paths {
            let (frame, _, _) = try run(.push, .fromRight, path: path, frames: 30)
            expect(frame[75, 100], red, "the old look, moved 50 left, \(path)")
            expect(frame[25, 100], red, "the old look reaches past the view's left edge, \(path)")
            expect(frame[125, 100], blue, "the new look, 50 in from the right, \(path)")
            expect(frame[175, 100], blue, "the new look reaches past the view's right edge, \(path)")
        }
    }

    /// kCATransitionMoveIn: "the layer slides into place over any existing content", which
    /// stays where it was.
    @MainActor func testMoveInSlidesTheNewLookOverTheOldOne() async throws {
        for path in LayerPixelCanvas.paths {
            let (frame, _, _) = try run(.moveIn, .fromRight, path: path, frames: 30)
            expect(frame[75, 100], red, "the old look stays in place, \(path)")
            expect(frame[125, 100], blue, "the new look on top of it, \(path)")
            expect(frame[25, 100], white, "nothing left of the view, \(path)")
        }
    }

    /// kCATransitionReveal: the old look moves out, revealing the new one in place under it.
    @MainActor func testRevealMovesTheOldLookOutOverTheNewOne() async throws {
        for path in LayerPixelCanvas.paths {
            let (frame, _, _) = try run(.reveal, .fromRight, path: path, frames: 30)
            expect(frame[75, 100], red, "the old look on top, moved 50 left, \(path)")
            expect(frame[25, 100], red, "the old look past the left edge, \(path)")
            expect(frame[125, 100], blue, "the new look in place, revealed, \(path)")
            expect(frame[175, 100], white, "nothing right of the view, \(path)")
        }
    }

    /// kCATransitionFromTop: the transition "begins at the top": the new look comes down from
    /// above (UIKit's y points down).
    @MainActor func testPushFromTopComesDownFromAbove() async throws {
        let (frame, _, _) = try run(.push, .fromTop, path: .raster, frames: 30)
        expect(frame[100, 75], blue, "the new look, half down from above")
        expect(frame[100, 125], red, "the old look, pushed half down")
        expect(frame[100, 175], red, "the old look past the bottom edge")
    }

    /// kCATransitionFade (the default type): the old look cross-fades into the new one.
    @MainActor func testFadeCrossFadesTheOldLookIntoTheNewOne() async throws {
        for path in LayerPixelCanvas.paths {
            let (frame, _, _) = try run(.fade, nil, path: path, frames: 30)
            let mid = Color(r: 125, g: 45, b: 125)
            expect(frame[100, 100], mid, tolerance: 6, "half the old, half the new, \(path)")
        }
    }

    /// A transition ends with the new look alone and its snapshot gone; its delegate hears it
    /// finished, and `animation(forKey: kCATransition)` gives it while it runs, as Core
    /// Animation keeps every transition under that key.
    @MainActor func testATransitionEndsWithTheNewLookAndTellsItsDelegate() async throws {
        final class Listener: CAAnimationDelegate {
            var started = 0
            var stopped: [Bool] = []
            func animationDidStart(_ anim: CAAnimation) { started += 1 }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
        }
        let listener = Listener()
        let (_, view, scene) = try run(.push, .fromLeft, path: .raster, frames: 10) { $0.delegate = listener }
        XCTAssertNotNil(view.layer.animation(forKey: kCATransition))
        XCTAssertEqual(scene.window.layer.sublayers?.count, 2, "the view and the old look beside it")
        XCTAssertEqual(view.subviews.count + scene.window.subviews.count, 1, "the old look is no subview")
        scene.advance(frames: 51)
        let frame = try scene.render("transition-end")
        expect(frame[100, 100], blue, "the new look in place")
        expect(frame[25, 100], white, "nothing of the old look")
        XCTAssertEqual(listener.started, 1)
        XCTAssertEqual(listener.stopped, [true])
        XCTAssertNil(view.layer.animation(forKey: kCATransition))
        XCTAssertEqual(scene.window.layer.sublayers?.count, 1, "the old look is gone")
        XCTAssertEqual(view.transform, .identity)
    }

    /// removeAnimation(forKey: kCATransition) stops a transition at once: the new look shows
    /// alone and the delegate hears finished false.
    @MainActor func testRemovingATransitionShowsTheNewLookAtOnce() async throws {
        final class Listener: CAAnimationDelegate {
            var stopped: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
        }
        let listener = Listener()
        let (_, view, scene) = try run(.push, .fromRight, path: .raster, frames: 20) { $0.delegate = listener }
        view.layer.removeAnimation(forKey: kCATransition)
        let frame = try scene.render("transition-removed")
        expect(frame[60, 100], blue, "the new look in place at once")
        expect(frame[25, 100], white, "no old look")
        XCTAssertEqual(listener.stopped, [false])
        XCTAssertEqual(scene.window.layer.sublayers?.count, 1)
    }

    /// CATransition.startProgress: the transition starts that far in (a push half done at once).
    @MainActor func testStartProgressStartsPartWayIn() async throws {
        let (frame, _, _) = try run(.push, .fromRight, path: .raster, frames: 0) { $0.startProgress = 0.5 }
        expect(frame[75, 100], red, "the old look already half out")
        expect(frame[125, 100], blue, "the new look already half in")
    }

    /// A fade on a hidden layer that is then shown fades the new look in (the old look is none).
    @MainActor func testFadingInAViewThatWasHidden() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 30 / 255, green: 60 / 255, blue: 220 / 255, alpha: 1)
        view.isHidden = true
        scene.window.addSubview(view)
        let fade = CATransition()
        fade.duration = 1
        view.layer.add(fade, forKey: nil)
        view.isHidden = false
        scene.advance(frames: 30)
        let frame = try scene.render("transition-fade-in")
        expect(frame[100, 100], Color(r: 143, g: 158, b: 238), tolerance: 6, "half of the new look over white")
    }

    /// Outside a window a transition ends at once, as an animation added there does.
    @MainActor func testOutsideAWindowATransitionEndsAtOnce() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let transition = CATransition()
        view.layer.add(transition, forKey: "ignored")
        XCTAssertNil(view.layer.animation(forKey: kCATransition))
        XCTAssertNil(view.layer.animationKeys())
    }
}
