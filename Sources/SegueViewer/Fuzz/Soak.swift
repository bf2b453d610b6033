import Foundation
import Segue
@_spi(Testing) import SegueCore
@_spi(Testing) import SegueUI

/// Runs many push/pop and present/dismiss cycles — animated, interactive (finished and
/// cancelled), not animated, and a Gallery card opened and closed (its shared element flies
/// snapshots) — and reports instance counts (snapshots too) and resident memory before and after.
public enum Soak {
    /// The figures of a soak run.
    public struct Result: Sendable {
        /// Cycles run.
        public var cycles: Int
        /// Live views (outside the scene's own) before and after.
        public var viewsBefore: Int
        /// Live views after.
        public var viewsAfter: Int
        /// Live controllers before.
        public var controllersBefore: Int
        /// Live controllers after.
        public var controllersAfter: Int
        /// Live snapshots (`SnapshotView`) before.
        public var snapshotsBefore: Int
        /// Live snapshots after.
        public var snapshotsAfter: Int
        /// Snapshots made during the cycles.
        public var snapshotsMade: Int
        /// Resident memory in KiB before (after a warm-up) and after.
        public var residentBefore: Int
        /// Resident memory in KiB after.
        public var residentAfter: Int
    }

    /// Errors of a soak run.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// The kinds of cycle.
    static let kinds = 9

    /// Runs `cycles` cycles; each is one of the kinds in turn.
    public static func run(cycles: Int) throws -> Result {
        let driver = SceneDriver()
        let scene = driver.scene
        // Warm up so that caches and arrays reach their steady size.
        for kind in 0..<kinds { try cycle(kind, driver: driver) }
        try settle(driver)
        let viewsBefore = View.liveCount
        let controllersBefore = ViewController.liveCount
        let snapshotsBefore = SnapshotView.liveSnapshots
        let madeBefore = SnapshotView.snapshotsMade
        let residentBefore = residentKiB()
        for i in 0..<cycles {
            try cycle(i % kinds, driver: driver)
            try settle(driver)
            if !scene.window.mirrorInvariantViolations().isEmpty {
                throw Failure(description: "cycle \(i): \(scene.window.mirrorInvariantViolations())")
            }
        }
        return Result(
            cycles: cycles, viewsBefore: viewsBefore, viewsAfter: View.liveCount,
            controllersBefore: controllersBefore, controllersAfter: ViewController.liveCount,
            snapshotsBefore: snapshotsBefore, snapshotsAfter: SnapshotView.liveSnapshots,
            snapshotsMade: SnapshotView.snapshotsMade - madeBefore, residentBefore: residentBefore,
            residentAfter: residentKiB())
    }

    static func cycle(_ kind: Int, driver: SceneDriver) throws {
        let scene = driver.scene
        let height = scene.window.bounds.height
        let width = scene.window.bounds.width
        switch kind {
        case 0:  // animated push and pop
            scene.push()
            scene.pop()
        case 1:  // animated present and dismiss
            scene.present()
            scene.dismiss()
        case 2:  // not animated
            scene.navigation.pushViewController(ViewController(title: "Plain"), animated: false)
            scene.navigation.popViewController(animated: false)
        case 3:  // edge swipe, finished
            scene.push()
            try settle(driver)
            try driver.play(.drag(from: Point(x: 5, y: 400), to: Point(x: width * 0.8, y: 400), milliseconds: 300))
        case 4:  // edge swipe, cancelled
            scene.push()
            try settle(driver)
            try driver.play(.drag(from: Point(x: 5, y: 400), to: Point(x: width * 0.2, y: 400), milliseconds: 800))
            try settle(driver)
            scene.pop()
        case 5:  // drag to dismiss, finished
            scene.present()
            try settle(driver)
            // On the modal: a sheet with detents rests at medium, below the middle of the window.
            let y = modalTop(scene) + 100
            try driver.play(.drag(from: Point(x: 200, y: y), to: Point(x: 200, y: y + height * 0.7), milliseconds: 400))
        case 6:  // drag to dismiss, cancelled
            scene.present()
            try settle(driver)
            let y = modalTop(scene) + 100
            try driver.play(.drag(from: Point(x: 200, y: y), to: Point(x: 200, y: y + height * 0.1), milliseconds: 900))
            try settle(driver)
            scene.dismiss()
        case 8:  // a Gallery card opened and closed in the current style: the card flies as snapshots
            scene.showGallery(from: nil)
            try settle(driver)
            if let gallery = scene.navigation.topViewController as? GalleryScreen {
                scene.showDetail(card: 1 + driver.frameCount % GalleryScreen.cardCount, from: gallery)
                try settle(driver)
                scene.pop()
            }
            scene.pop()
        default:  // another style, then back
            scene.style = TransitionStyle.allCases[(driver.frameCount / 7) % TransitionStyle.allCases.count]
            scene.push()
            scene.present()
            scene.dismiss()
            scene.pop()
        }
    }

    /// The top edge of the front-most modal's view in the window (0 without one).
    private static func modalTop(_ scene: ViewerScene) -> Double {
        guard let view = scene.window.presentations.last?.presented.view else { return 0 }
        return view.convert(view.bounds, to: scene.window).minY
    }

    /// Resident memory in KiB, from /proc/self/statm (0 where it cannot be read).
    public static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Runs frames until nothing is in flight; a cycle that does not settle is a failure.
    private static func settle(_ driver: SceneDriver) throws {
        guard try driver.settle(limit: 30) else { throw Failure(description: "a cycle did not settle") }
    }
}
