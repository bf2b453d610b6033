import Foundation
import SegueCore
import SegueUI

/// Runs many push/pop and present/dismiss cycles on an app's scene — animated, interactive
/// (finished and cancelled), not animated, in every style when the app has styles, and through
/// a favoured button (`SegueApplicationDelegate.favouredFuzzButtons`: the viewer's Gallery, whose
/// cards fly snapshots) and a button of the screen it shows — and reports instance counts
/// (snapshots too) and resident memory before and after. A cycle the app cannot run (it does not
/// say what to push or present) is skipped.
public struct Soak {
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

    /// The fuzzer whose app (and tuning) the cycles run on.
    public let fuzzer: Fuzzer

    /// A soak of `fuzzer`'s app.
    public init(fuzzer: Fuzzer) {
        self.fuzzer = fuzzer
    }

    /// Runs `cycles` cycles; each is one of the kinds in turn.
    public func run(cycles: Int) throws -> Result {
        let (driver, _) = fuzzer.makeDriver(size: .defaultWindow, extra: [])
        driver.afterFrame = {}
        let scene = driver.scene
        // Warm up so that caches and arrays reach their steady size.
        for kind in 0..<Self.kinds { try cycle(kind, driver: driver) }
        try settle(driver)
        let viewsBefore = View.liveCount
        let controllersBefore = ViewController.liveCount
        let snapshotsBefore = SnapshotView.liveSnapshots
        let madeBefore = SnapshotView.snapshotsMade
        let residentBefore = Self.residentKiB()
        for i in 0..<cycles {
            try cycle(i % Self.kinds, driver: driver)
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
            residentAfter: Self.residentKiB())
    }

    /// Starts `operation` with the app's own screens; false when the app cannot (it does not
    /// say what to push or present, or there is nothing to pop or dismiss).
    private func start(_ operation: TransitionOperation, _ driver: SceneDriver) -> Bool {
        do {
            try driver.content.startTransition(operation, in: driver.scene)
            return true
        } catch {
            return false
        }
    }

    private func pop(_ scene: AppScene) { scene.navigationController?.popViewController(animated: true) }

    private func dismiss(_ scene: AppScene) {
        scene.window.perform { [weak scene] in scene?.window.presentations.last?.presented.dismiss(animated: true) }
    }

    func cycle(_ kind: Int, driver: SceneDriver) throws {
        let scene = driver.scene
        let height = scene.window.bounds.height
        let width = scene.window.bounds.width
        switch kind {
        case 0:  // animated push and pop
            if start(.push, driver) { pop(scene) }
        case 1:  // animated present and dismiss
            if start(.present, driver) { dismiss(scene) }
        case 2:  // not animated
            guard let navigation = scene.navigationController else { return }
            navigation.pushViewController(ViewController(title: "Plain"), animated: false)
            navigation.popViewController(animated: false)
        case 3:  // edge swipe, finished
            guard start(.push, driver) else { return }
            try settle(driver)
            try driver.play(.drag(from: Point(x: 5, y: 400), to: Point(x: width * 0.8, y: 400), milliseconds: 300))
        case 4:  // edge swipe, cancelled
            guard start(.push, driver) else { return }
            try settle(driver)
            try driver.play(.drag(from: Point(x: 5, y: 400), to: Point(x: width * 0.2, y: 400), milliseconds: 800))
            try settle(driver)
            pop(scene)
        case 5:  // drag to dismiss, finished
            guard start(.present, driver) else { return }
            try settle(driver)
            // On the modal: a sheet with detents rests at medium, below the middle of the window.
            let y = Self.modalTop(scene) + 100
            try driver.play(.drag(from: Point(x: 200, y: y), to: Point(x: 200, y: y + height * 0.7), milliseconds: 400))
        case 6:  // drag to dismiss, cancelled
            guard start(.present, driver) else { return }
            try settle(driver)
            let y = Self.modalTop(scene) + 100
            try driver.play(.drag(from: Point(x: 200, y: y), to: Point(x: 200, y: y + height * 0.1), milliseconds: 900))
            try settle(driver)
            dismiss(scene)
        case 8:  // a favoured button, then one of the screen it shows, in the current style
            try clickFavoured(driver)
        default:  // another style (when the app has styles), then back
            if driver.content.transitionStyle != nil {
                let styles = TransitionStyle.allCases
                driver.content.transitionStyle = styles[(driver.frameCount / 7) % styles.count]
            }
            if start(.push, driver) {
                if start(.present, driver) { dismiss(scene) }
                pop(scene)
            } else if start(.present, driver) {
                dismiss(scene)
            }
        }
    }

    /// Clicks the first favoured button on the front screen, then a button of the screen it
    /// showed (by the frame count, skipping the navigation bar's), and goes back to where it was.
    private func clickFavoured(_ driver: SceneDriver) throws {
        let scene = driver.scene
        let favoured = fuzzer.application.favouredFuzzButtons
        guard
            let button = scene.frontButtons.first(where: { button in favoured.contains { $0 == button.currentTitle } })
        else { return }
        let depth = scene.navigationController?.viewControllers.count ?? 1
        let frame = button.presentationFrameInRoot
        try driver.play(.click(Point(x: frame.midX, y: frame.midY)))
        try settle(driver)
        let bar = scene.navigationController?.navigationBar
        let inner = scene.frontButtons.filter { button in bar.map { !button.isDescendant(of: $0) } ?? true }
        if !inner.isEmpty {
            let next = inner[driver.frameCount % inner.count].presentationFrameInRoot
            try driver.play(.click(Point(x: next.midX, y: next.midY)))
            try settle(driver)
        }
        for _ in 0..<8 {
            if !scene.window.presentations.isEmpty {
                dismiss(scene)
            } else if let navigation = scene.navigationController, navigation.viewControllers.count > depth {
                navigation.popViewController(animated: true)
            } else {
                break
            }
            try settle(driver)
        }
    }

    /// The top edge of the front-most modal's view in the window (0 without one).
    private static func modalTop(_ scene: AppScene) -> Double {
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
    private func settle(_ driver: SceneDriver) throws {
        guard try driver.settle(limit: 30) else { throw Failure(description: "a cycle did not settle") }
    }
}
