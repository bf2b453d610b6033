import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueSDL
@testable import SegueTools
@testable import SegueViewer

/// The frames of a transition drawn by the software renderer, as raw RGBA bytes.
struct DrawnFrame {
    let bytes: [UInt8]
    let width: Int
    let height: Int
    let pitch: Int

    init(_ surface: Surface) {
        width = surface.width
        height = surface.height
        pitch = surface.pitch
        bytes = surface.withPixels { pixels in
            Array(
                UnsafeBufferPointer(
                    start: pixels.assumingMemoryBound(to: UInt8.self), count: surface.pitch * surface.height))
        }
    }

    /// How many 8x8-pixel blocks of the picture differ from `other` by more than `threshold` in the
    /// average of some channel. Blocks see a shape that moved or vanished, and not the one-pixel
    /// anti-aliased fringe an edge shows while it is off the pixel grid.
    func changedBlocks(to other: DrawnFrame, threshold: Int = 64) -> Int {
        let block = 8
        var count = 0
        for by in stride(from: 0, to: height - block + 1, by: block) {
            for bx in stride(from: 0, to: width - block + 1, by: block) {
                var sums = (0, 0, 0)
                for y in by..<(by + block) {
                    var i = y * pitch + bx * 4
                    for _ in 0..<block {
                        sums.0 += Int(bytes[i]) - Int(other.bytes[i])
                        sums.1 += Int(bytes[i + 1]) - Int(other.bytes[i + 1])
                        sums.2 += Int(bytes[i + 2]) - Int(other.bytes[i + 2])
                        i += 4
                    }
                }
                let n = block * block
                if max(abs(sums.0), abs(sums.1), abs(sums.2)) > threshold * n { count += 1 }
            }
        }
        return count
    }
}

/// The viewer's scene on a manual clock, drawn by the software renderer.
final class SceneRig {
    let clock = ManualClock()
    let canvas: OffscreenCanvas
    let scene: ViewerScene

    init(style: TransitionStyle) throws {
        let fontPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path
        canvas = try OffscreenCanvas(width: 390, height: 844, fontPath: fontPath)
        scene = ViewerScene(
            size: Size(width: 390, height: 844), clock: clock, textMeasurer: canvas.textMeasurer, style: style)
    }

    func frame() {
        clock.advanceOneFrame()
        scene.update()
    }

    func shot() throws -> DrawnFrame {
        try canvas.render(scene.window)
        return DrawnFrame(try canvas.snapshot())
    }

    func surface() throws -> Surface {
        try canvas.render(scene.window)
        return try canvas.snapshot()
    }

    func settle() {
        var frames = 0
        while scene.isBusy && frames < 1800 {
            frame()
            frames += 1
        }
    }

    /// Runs `operation` to its end and returns the last two frames drawn while it ran and the first
    /// one drawn after it ended.
    func runToEnd(_ operation: TransitionOperation) throws -> (
        beforeLast: DrawnFrame, last: DrawnFrame, settled: DrawnFrame
    )? {
        scene.request(operation)
        var beforeLast: DrawnFrame?
        var last: DrawnFrame?
        var frames = 0
        while scene.window.isTransitioning && frames < 1800 {
            frame()
            frames += 1
            // Only the end matters: draw the last tenth of the transition.
            if let active = scene.window.activeTransition, active.progress >= 0.9 {
                beforeLast = last
                last = try shot()
            }
        }
        let settled = try shot()
        settle()
        guard let beforeLast, let last else { return nil }
        return (beforeLast, last, settled)
    }
}

/// No continuous transition jumps when it ends: for every style (`TransitionStyle.builtIn`, so
/// styles added later too) and operation, the last frame drawn while the transition runs and the
/// first one drawn after it ended differ by no more than that last frame differs from the one
/// before it (its own motion), except for the named deliberate jumps.
nonisolated final class TransitionEndContinuityTests: XCTestCase {
    /// Transitions that change the picture at their end on purpose, because the seed's own code
    /// does: seed 000 (scale) adds the new screen when its push step ends, and puts the screen
    /// beneath back when its dismissal ends. Every other style and operation, including styles
    /// added later, is held to continuity.
    ///
    /// The affine fold's push is the other: its new screen rests squashed, as the original leaves
    /// it, and UIKit's navigation controller removes the old screen when the push completes, so
    /// the strip above the squash turns from the old screen's top to the empty container.
    @MainActor static let deliberateEndJumps: [(TransitionStyle, TransitionOperation)] = [
        (.scale, .push), (.scale, .dismiss), (.foldAffine, .push),
    ]

    @MainActor func testNoContinuousTransitionJumpsOnItsLastFrame() async throws {
        for style in TransitionStyle.builtIn {
            let rig = try SceneRig(style: style)
            rig.settle()
            for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
                guard let frames = try rig.runToEnd(operation) else {
                    XCTFail("\(style.name) \(operation): no frames near the end")
                    continue
                }
                if Self.deliberateEndJumps.contains(where: { $0 == (style, operation) }) { continue }
                let ownMotion = frames.beforeLast.changedBlocks(to: frames.last)
                let jump = frames.last.changedBlocks(to: frames.settled)
                XCTAssertLessThanOrEqual(
                    jump, ownMotion,
                    "\(style.name) \(operation): \(jump) blocks change when it ends, its last frame changed \(ownMotion)"
                )
            }
        }
    }
}
