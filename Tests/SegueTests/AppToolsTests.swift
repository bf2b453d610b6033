import Foundation
import SegueGIF
import SegueSDL
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A push that leaves a snapshot of the old screen inside the new one: the planted violation
/// the fuzzer must catch (`SnapshotInvariant`: once idle, no snapshot in any tree).
private final class LeakySnapshotAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.addSubview(to)
        if let snapshot = from.snapshotView(afterScreenUpdates: false) { to.addSubview(snapshot) }
        to.alpha = 0
        View.animate(
            withDuration: 0.3, animations: { to.alpha = 1 },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// Hands out the leaky animator for pushes, the navigation controller's own for pops.
private final class LeakyDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        operation == .push ? LeakySnapshotAnimator() : nil
    }
}

/// A test-only app whose pushes leave a snapshot behind; it has no styles.
private final class LeakyApp: SegueApplicationDelegate {
    final class Content: SceneContent {
        let navigation = NavigationController(rootViewController: NumberedScreen(number: 1))
        let delegate = LeakyDelegate()
        var rootViewController: ViewController { navigation }

        init() {
            navigation.delegate = delegate
        }
    }

    func makeSceneContent() -> SceneContent { Content() }
}

/// The runtime's tools for an app that is not the viewer: its own registered style listed,
/// chosen and recorded; its scene fuzzed with every invariant holding, and a planted violation
/// caught with a shrunk script that reproduces it.
nonisolated final class AppToolsTests: XCTestCase {
    @MainActor private var directory = ""
    /// The app's own style: a 1 s slide.
    @MainActor private let slow = TransitionStyle("tools-slow")

    @MainActor override func setUp() async throws {
        directory = NSTemporaryDirectory() + "segue-tools-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        TransitionStyle.register(
            TransitionStyleDefinition(
                name: slow.name, summary: "1 s ease-out slide", parameters: [.duration: 1.0, .curve: .curve(.easeOut)],
                operations: [.push, .pop]
            ) { operation, motion in
                let slide = SystemSlideAnimator(operation: operation)
                slide.duration = motion.number(.duration)
                slide.curve = motion.curve(.curve)
                return slide
            })
    }

    @MainActor override func tearDown() async throws {
        TransitionStyle.unregister(slow)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A navigation controller as the root, nothing else: the app gets styles with no code.
    @MainActor private func run(_ arguments: [String]) -> Int32 {
        SegueApplication.run(
            rootViewController: NavigationController(rootViewController: NumberedScreen(number: 1)),
            arguments: ["pages"] + arguments)
    }

    @MainActor private func write(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @MainActor private func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// What `body` prints on standard output.
    @MainActor private func standardOutput(of body: () -> Int32) throws -> (status: Int32, text: String) {
        let path = directory + "/stdout.txt"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        fflush(nil)
        let saved = dup(1)
        let file = open(path, O_WRONLY | O_TRUNC)
        dup2(file, 1)
        close(file)
        let status = body()
        fflush(nil)
        dup2(saved, 1)
        close(saved)
        return (status, try String(contentsOfFile: path, encoding: .utf8))
    }

    @MainActor func testItsStyleIsListedAndChosenByName() async throws {
        let listed = try standardOutput { run(["--list-styles"]) }
        XCTAssertEqual(listed.status, 0)
        let names = listed.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(names, TransitionStyle.builtIn.map(\.name) + [slow.name])
        // Half a second after the click, the system slide (0.35 s) is over; the 1 s slide is not.
        let script = try write("s.segue", "click Next\nwait 500\ntree mid.json\nsettle\nexpect top \"Page 2\"\n")
        XCTAssertEqual(run(["--headless", "--script", script, "--out", directory, "--style", slow.name]), 0)
        XCTAssertEqual(try json("mid.json")["style"] as? String, slow.name)
        XCTAssertFalse(try json("mid.json")["transition"] is NSNull, "the slow slide is still running")
        XCTAssertEqual(run(["--headless", "--script", script, "--out", directory]), 0)
        XCTAssertEqual(try json("mid.json")["style"] as? String, "system")
        XCTAssertTrue(try json("mid.json")["transition"] is NSNull, "the slide is over")
        // A script chooses it too, and tunes it.
        let tuned = try write(
            "t.segue", "style \(slow.name)\ntune \(slow.name).duration 0.2\nclick Next\nwait 300\nexpect idle\n")
        XCTAssertEqual(run(["--headless", "--script", tuned, "--out", directory]), 0)
        XCTAssertEqual(run(["--style", "nowhere"]), 2)
    }

    @MainActor func testItsStyleIsRecordedIntoAGIF() async throws {
        let path = directory + "/slow.gif"
        XCTAssertEqual(
            run(["record", "--click", "Next", "--style", slow.name, "--size", "200x300", "--fps", "10", "--out", path]),
            0)
        let gif = try GIFAnimation.read(path: path)
        XCTAssertEqual(gif.width, 200)
        XCTAssertEqual(gif.height, 300)
        XCTAssertEqual(gif.frames.count, 11, "1 s at 10 frames a second, both ends")
        XCTAssertEqual(gif.totalDelayCentiseconds, 100)
        // Tuned, the same recording is shorter.
        let tuning = try write("t.json", "{\"\(slow.name)\": {\"duration\": 0.5}}")
        XCTAssertEqual(
            run(["record", "--click", "Next", "--style", slow.name, "--fps", "10", "--out", path, "--tuning", tuning]),
            0)
        XCTAssertEqual(try GIFAnimation.read(path: path).totalDelayCentiseconds, 50)
        // A bare navigation root pushes with its top screen's first button; a root that is no
        // navigation controller cannot say what to push.
        XCTAssertEqual(run(["record", "--op", "push", "--style", slow.name, "--fps", "10", "--out", path]), 0)
        XCTAssertEqual(try GIFAnimation.read(path: path).totalDelayCentiseconds, 100)
        let plain = SegueApplication.run(
            rootViewController: NumberedScreen(number: 1),
            arguments: ["plain", "record", "--op", "push", "--out", path])
        XCTAssertEqual(plain, 1)
    }

    @MainActor func testItsSceneIsFuzzedWithEveryInvariantHolding() async throws {
        XCTAssertEqual(run(["fuzz", "--seed", "3", "--events", "300"]), 0)
        XCTAssertEqual(run(["fuzz", "--seed", "4", "--events", "200", "--style", slow.name]), 0)
        let fuzzer = Fuzzer(
            application: RootViewControllerApplication {
                NavigationController(rootViewController: NumberedScreen(number: 1))
            })
        let report = fuzzer.session(seed: 5, events: 400)
        XCTAssertNil(report.failure)
        XCTAssertGreaterThan(report.transitions, 10, "the session pushed and popped")
        XCTAssertTrue(report.actions.contains { if case .style = $0 { true } else { false } }, "styles change")
        XCTAssertFalse(report.actions.contains { if case .request = $0 { true } else { false } }, "no request OP")
    }

    @MainActor func testAPlantedViolationIsCaughtAndItsShrunkScriptReproducesIt() async throws {
        XCTAssertEqual(
            SegueApplication.run(delegate: LeakyApp(), arguments: ["leaky", "fuzz", "--seed", "1", "--events", "100"]),
            1)
        let fuzzer = Fuzzer(application: LeakyApp())
        let report = fuzzer.session(seed: 1, events: 100)
        let failure = try XCTUnwrap(report.failure)
        XCTAssertTrue(failure.contains("snapshot"), failure)
        XCTAssertFalse(report.actions.contains { if case .style = $0 { true } else { false } }, "no styles")
        let shrunk = fuzzer.shrink(report.actions)
        XCTAssertLessThan(shrunk.count, report.actions.count)
        let text = fuzzer.script(for: shrunk, seed: 1, failure: failure)
        XCTAssertTrue(text.hasPrefix("# leaky fuzz --seed 1: "), text)
        let script = try write("fail.segue", text)
        let arguments = ["leaky", "--headless", "--script", script, "--out", directory]
        XCTAssertEqual(SegueApplication.run(delegate: LeakyApp(), arguments: arguments), 1, text)
        // The same script on the app without the leak passes.
        XCTAssertEqual(run(["--headless", "--script", script, "--out", directory]), 0, text)
    }

    @MainActor func testAnAppWithoutStylesRefusesThem() async throws {
        let plain = { (arguments: [String]) in
            SegueApplication.run(rootViewController: NumberedScreen(number: 1), arguments: ["plain"] + arguments)
        }
        XCTAssertEqual(plain(["--headless", "--style", slow.name, "--out", directory]), 2)
        XCTAssertEqual(
            plain(["--headless", "--script", try write("s.segue", "shot a.png\nstyle system"), "--out", directory]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/a.png"), "nothing ran")
        XCTAssertEqual(plain(["fuzz", "--seed", "2", "--events", "100"]), 0)
        XCTAssertEqual(plain(["fuzz", "--style", "system"]), 2)
    }

    @MainActor func testARootMadeOnceIsRefusedByTheToolsThatMakeManyScenes() async {
        let shared = NavigationController(rootViewController: NumberedScreen(number: 1))
        let run = { (arguments: [String]) in
            SegueApplication.run(rootViewController: shared, arguments: ["shared"] + arguments)
        }
        XCTAssertEqual(run(["fuzz", "--events", "5"]), 2)
        XCTAssertEqual(
            run(["compare", "--style", "system", "--style", slow.name, "--op", "push", "--out", "x.png"]), 2)
        XCTAssertEqual(run(["--headless", "--out", directory]), 0, "a run makes one scene")
    }
}
