import Foundation
import SegueCore
import SegueUI

/// Plays seeded random sessions on an app's scene (`SegueApplicationDelegate.makeSceneContent()`)
/// as a user would and checks the invariants after every frame: clicks on the front screen's
/// enabled buttons and on random points, drags of random length and speed from random places (the
/// left edge included, and right after a release, during the completion animation), keys, waits
/// of 0 to 2 s, resizes, style changes (when the content has styles) and programmatic requests
/// during transitions (when the app accepts the script command `request OP`). A failure is shrunk
/// to a short script that reproduces it with `APP --headless --script`.
public struct Fuzzer {
    /// The app whose scenes are played.
    public let application: SegueApplicationDelegate
    /// The motion every session's content starts with (`--tuning`), or nil for its own.
    public var tuning: MotionTuning?
    /// Whether sessions also play touchscreen and trackpad gestures (`--gestures`), drawn from
    /// a random stream of their own (`gestureAction`), a quarter of the actions.
    public var gestures = false

    /// A fuzzer for `application`'s scenes.
    public init(application: SegueApplicationDelegate, tuning: MotionTuning? = nil) {
        self.application = application
        self.tuning = tuning
    }

    /// What a session did.
    public struct Report: Sendable {
        /// The seed.
        public var seed: UInt64
        /// Actions played.
        public var events = 0
        /// Frames played.
        public var frames = 0
        /// Transitions started.
        public var transitions = 0
        /// Transitions with shared elements (a view with the same ID on both screens).
        public var sharedElementTransitions = 0
        /// Transitions run by the zoom animator.
        public var zoomTransitions = 0
        /// Transitions run as reduce-motion dissolves.
        public var dissolveTransitions = 0
        /// The violation that stopped it, if any.
        public var failure: String?
        /// The actions played, in order.
        public var actions: [FuzzAction] = []
    }

    /// Plays a session of `events` actions from `seed`; with a `style`, the session starts in
    /// it and its style changes always choose it.
    public func session(
        seed: UInt64, events: Int, size: Size = .defaultWindow, style: TransitionStyle? = nil,
        extraInvariants: () -> [SceneInvariant] = { [] }, played: (FuzzAction) -> Void = { _ in }
    ) -> Report {
        var report = Report(seed: seed)
        var random = SeededGenerator(seed: seed)
        var gestureRandom = SeededGenerator(seed: Self.gestureSeed(seed))
        let (driver, checker) = makeDriver(size: size, extra: extraInvariants())
        if let style, driver.content.transitionStyle != nil {
            report.actions.append(.style(style))
            played(.style(style))
            do { try driver.play(.style(style)) } catch { report.failure = "\(error)" }
        }
        do {
            for _ in 0..<events {
                let action =
                    (gestures ? gestureAction(&gestureRandom, driver: driver) : nil)
                    ?? nextAction(&random, driver: driver, previous: report.actions.last, style: style)
                report.actions.append(action)
                played(action)
                try driver.play(action)
                try checker.check(force: true)
            }
            try finish(driver)
        } catch {
            report.failure = "\(error)"
        }
        report.events = report.actions.count
        report.frames = driver.frameCount
        report.transitions = checker.transitionsStarted
        report.sharedElementTransitions = checker.sharedElementTransitions
        report.zoomTransitions = checker.zoomTransitions
        report.dissolveTransitions = checker.dissolveTransitions
        return report
    }

    /// Replays actions on a fresh scene; returns the violation, or nil when every invariant held.
    public func replay(
        _ actions: [FuzzAction], size: Size = .defaultWindow, extraInvariants: () -> [SceneInvariant] = { [] }
    ) -> String? {
        replayCountingFrames(actions, size: size, extraInvariants: extraInvariants).failure
    }

    /// Replays actions on a fresh scene: the violation (nil when every invariant held) and the
    /// frames played, up to the violation or through the final settle.
    func replayCountingFrames(
        _ actions: [FuzzAction], size: Size, extraInvariants: () -> [SceneInvariant]
    ) -> (failure: String?, frames: Int) {
        let (driver, checker) = makeDriver(size: size, extra: extraInvariants())
        do {
            for action in actions {
                try driver.play(action)
                try checker.check(force: true)
            }
            try finish(driver)
        } catch {
            return ("\(error)", driver.frameCount)
        }
        return (nil, driver.frameCount)
    }

    /// The frames the shrinker may replay by default: about a minute in a release build.
    public static let shrinkBudget = 5_000_000

    /// A short script's worth of actions that fails the way `actions` do (`Shrinker`): the
    /// shortest failing tail, the history before it built directly (`request`, `style`, `key m`),
    /// chunks removed, then single actions removed until none can go, and what stays simplified
    /// (direct commands, shorter waits, round numbers). It replays at most `budget` frames;
    /// actions that do not fail come back as they are.
    public func shrink(
        _ actions: [FuzzAction], size: Size = .defaultWindow, budget: Int = Fuzzer.shrinkBudget,
        extraInvariants: @escaping () -> [SceneInvariant] = { [] }
    ) -> [FuzzAction] {
        let (failure, frames) = replayCountingFrames(actions, size: size, extraInvariants: extraInvariants)
        guard let failure else { return actions }
        var shrinker = Shrinker(
            fuzzer: self, size: size, failure: failure, budget: budget - frames, extraInvariants: extraInvariants)
        return shrinker.shrink(actions)
    }

    /// A script that replays actions with `APP --headless --script` frame for frame: the
    /// actions, then the keys that bring back normal time as the fuzzer does before its final
    /// settle (S in slow motion, P when paused: the toggles the actions left on), `settle`, and
    /// `expect invariants`, which checks every invariant the fuzzer checked, on every frame.
    public func script(for actions: [FuzzAction], seed: UInt64, failure: String) -> String {
        script(for: actions, heading: "\(SegueApplication.programName) fuzz --seed \(seed): \(failure)")
    }

    /// The script for `actions` under a first comment line `heading`.
    func script(for actions: [FuzzAction], heading: String) -> String {
        var lines = ["# \(heading)"]
        lines += actions.map(\.scriptLine)
        let toggles = { (command: KeyCommand) in actions.filter { $0 == .key(command) }.count % 2 == 1 }
        if toggles(.toggleSlowMotion) { lines.append(FuzzAction.key(.toggleSlowMotion).scriptLine) }
        if toggles(.togglePause) { lines.append(FuzzAction.key(.togglePause).scriptLine) }
        lines.append("settle")
        lines.append("expect invariants")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A driver on a new content of the app (with the tuning) and its invariants.
    func makeDriver(size: Size, extra: [SceneInvariant]) -> (SceneDriver, InvariantChecker) {
        var baseline = InstanceBaseline(views: View.liveCount, controllers: ViewController.liveCount)
        let content = application.makeSceneContent()
        if let tuning { content.motionTuning = tuning }
        let driver = SceneDriver(content: content, size: size)
        // A root made before the scene (once, before `main`) was alive before it: what the
        // scene holds of it is not outside it.
        let outside = InstanceBaseline.outside(driver.scene)
        baseline.views = min(baseline.views, outside.views)
        baseline.controllers = min(baseline.controllers, outside.controllers)
        // The app's panels' views are the driver's, not the scene's: held from the start, and
        // whatever they make later is counted as theirs.
        baseline.views += driver.controls.panelViewCount
        let checker = InvariantChecker(
            scene: driver.scene, baseline: baseline,
            viewsOutsideScene: { [unowned driver] in driver.controls.panelViewCount },
            frame: { [unowned driver] in driver.frameCount }, extra: extra)
        driver.afterFrame = { try checker.check() }
        return (driver, checker)
    }

    /// Lets the session settle: every queued request gets up to 4 s (the longest transition
    /// takes 3), plus 10 s.
    private func finish(_ driver: SceneDriver) throws {
        let limit = 10 + 4 * Double(driver.scene.window.queuedRequestCount + 1)
        guard try driver.settle(limit: limit) else {
            throw InvariantViolation(
                frame: driver.frameCount, message: "did not settle within \(Int(limit)) s after input stopped")
        }
    }

    /// The next action, its points on the thousandths of a point its script line writes, so the
    /// script replays exactly what the session played.
    private func nextAction(
        _ random: inout SeededGenerator, driver: SceneDriver, previous: FuzzAction?, style: TransitionStyle?
    ) -> FuzzAction {
        func written(_ p: Point) -> Point {
            Point(x: (p.x * 1000).rounded() / 1000, y: (p.y * 1000).rounded() / 1000)
        }
        switch anyAction(&random, driver: driver, previous: previous, style: style) {
        case .click(let p): return .click(written(p))
        case .drag(let a, let b, let ms): return .drag(from: written(a), to: written(b), milliseconds: ms)
        case let other: return other
        }
    }

    /// True when the app takes the script command `request OP` (`parseScriptCommand`).
    var acceptsRequests: Bool {
        (try? application.parseScriptCommand(FuzzAction.requestCommand(.push))) == true
    }

    private func anyAction(
        _ random: inout SeededGenerator, driver: SceneDriver, previous: FuzzAction?, style: TransitionStyle?
    ) -> FuzzAction {
        let size = driver.scene.window.bounds.size
        func buttonClick(favouring favoured: [String]) -> FuzzAction {
            let buttons = driver.scene.frontButtons
            // A favoured button (the viewer's Gallery) is one among many on its screen: lean
            // towards it, so what lies behind it comes up often.
            let lean = buttons.first { button in favoured.contains { $0 == button.currentTitle } }
            let leanToIt = lean != nil && Int.random(in: 0..<3, using: &random) == 0
            if let button = leanToIt ? lean : buttons.randomElement(using: &random) {
                let frame = button.presentationFrameInRoot
                return .click(Point(x: frame.midX, y: frame.midY))
            }
            return .click(point())
        }
        func point() -> Point {
            Point(
                x: Double.random(in: 0..<size.width, using: &random),
                y: Double.random(in: 0..<size.height, using: &random))
        }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<30:
            return buttonClick(favouring: application.favouredFuzzButtons)
        case 30..<38:
            return .click(point())
        case 38..<60:
            if let sheet = driver.scene.frontSheet, Bool.random(using: &random) {
                return sheetDrag(&random, sheet: sheet, size: size, previous: previous)
            }
            var start = point()
            if Bool.random(using: &random) { start.x = Double.random(in: 0..<15, using: &random) }
            let length = Double.random(in: 10..<700, using: &random)
            let angle = Double.random(in: -0.4..<(Double.pi / 2 + 0.4), using: &random)
            let end = Point(x: start.x + length * cos(angle), y: start.y + length * sin(angle))
            if case .drag = previous {
                // Grab what the last drag set going.
                return .drag(from: end, to: start, milliseconds: Int.random(in: 50..<400, using: &random))
            }
            return .drag(from: start, to: end, milliseconds: Int.random(in: 30..<900, using: &random))
        case 60..<68:
            let keys: [KeyCommand] = [
                .goBack, .goBack, .goBack, .toggleSlowMotion, .togglePause, .toggleReduceMotion, .stepBackward,
                .stepForward,
                .toggleInspector, .toggleMeter, .toggleHelp, .activate, .focusNext, .focusNext, .focusPrevious,
                .activate,
            ]
            // An app's own keys and panel keys, a third of the time (an app without any draws no
            // number for them, so its sessions are what they were).
            let own = driver.appPresses
            if !own.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                return .appKey(own.randomElement(using: &random)!)
            }
            return .key(keys.randomElement(using: &random)!)
        case 68..<82:
            return .wait(milliseconds: Int.random(in: 0...2000, using: &random))
        case 82..<85:
            return .resize(
                width: Int.random(in: 240...900, using: &random), height: Int.random(in: 320...1100, using: &random))
        case 85..<90:
            guard driver.content.transitionStyle != nil else {
                return .wait(milliseconds: Int.random(in: 0...2000, using: &random))
            }
            return .style(style ?? TransitionStyle.allCases.randomElement(using: &random)!)
        default:
            guard acceptsRequests else { return buttonClick(favouring: []) }
            return .request(TransitionOperation.allCases.randomElement(using: &random)!)
        }
    }

    /// A mostly vertical drag for a sheet with detents: starting above its card, on it near its
    /// top, or low on it; up or down; fast (a flick) or slow; right after another drag it grabs
    /// the settling card.
    private func sheetDrag(
        _ random: inout SeededGenerator, sheet: DetentSheetPresentationController, size: Size, previous: FuzzAction?
    ) -> FuzzAction {
        let top = min(max(sheet.cardTop, 0), size.height)
        let x = Double.random(in: 5..<max(size.width - 5, 6), using: &random)
        let y: Double
        switch Int.random(in: 0..<3, using: &random) {
        case 0: y = Double.random(in: 0..<max(top, 1), using: &random)
        case 1: y = min(top + Double.random(in: 0..<100, using: &random), size.height - 1)
        default: y = Double.random(in: min(top, size.height - 1)..<size.height, using: &random)
        }
        let length = Double.random(in: 10..<600, using: &random) * (Bool.random(using: &random) ? 1 : -1)
        let drift = Double.random(in: -20..<20, using: &random)
        let fast = Bool.random(using: &random)
        let ms = fast ? Int.random(in: 30..<150, using: &random) : Int.random(in: 300..<1200, using: &random)
        if case .drag = previous, Bool.random(using: &random) {
            // Grab the card while it settles from the previous drag.
            let grab = Point(x: x, y: min(top + 20, size.height - 1))
            return .drag(from: grab, to: Point(x: grab.x + drift, y: grab.y + length), milliseconds: ms)
        }
        return .drag(from: Point(x: x, y: y), to: Point(x: x + drift, y: y + length), milliseconds: ms)
    }
}
