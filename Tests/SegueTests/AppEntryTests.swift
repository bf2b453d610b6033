import Foundation
import Segue
import SegueSDL
import XCTest

/// A screen titled "Page N" with one button, Next, that pushes the next numbered screen (the
/// apps of these tests and of `AppToolsTests`).
final class NumberedScreen: ViewController {
    let number: Int
    let nextButton = Button(title: "Next")

    init(number: Int) {
        self.number = number
        super.init(title: "Page \(number)")
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(r: UInt8(40 * number % 256), g: 120, b: 200)
        nextButton.frame = Rect(x: 20, y: 100, width: 160, height: 44)
        nextButton.addAction(for: .touchUpInside) { [unowned self] _ in
            self.navigationController?.pushViewController(NumberedScreen(number: self.number + 1), animated: true)
        }
        view.addSubview(nextButton)
    }
}

/// An app with its own script command (`jump N` pushes N screens at once), a push for filmstrips
/// and recordings, and a style name: everything through the public extension points.
private final class JumpApp: SegueApplicationDelegate {
    func makeSceneContent() -> SceneContent { JumpContent() }

    func parseScriptCommand(_ command: AppScriptCommand) throws -> Bool {
        guard command.name == "jump" else { return false }
        guard command.arguments.count == 1, let count = Int(command.arguments[0]), count > 0 else {
            throw SceneContentError("usage: jump N (a positive whole number)")
        }
        return true
    }

    /// `expect page N`: the number of the top page.
    func parseExpectation(_ expectation: AppExpectation) throws -> Bool {
        guard expectation.kind == "page" else { return false }
        guard expectation.arguments.count == 1, Int(expectation.arguments[0]) != nil else {
            throw SceneContentError("usage: expect page N")
        }
        return true
    }

    final class JumpContent: SceneContent {
        let navigation = NavigationController(rootViewController: NumberedScreen(number: 1))
        var rootViewController: ViewController { navigation }
        var transitionStyle: TransitionStyle? {
            get { TransitionStyle("plain") }
            set {}
        }

        func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
            guard operation == .push else { return try scene.startDefaultTransition(operation) }
            navigation.pushViewController(NumberedScreen(number: navigation.viewControllers.count + 1), animated: true)
        }

        func check(_ expectation: AppExpectation, in scene: AppScene) throws {
            let page = (navigation.topViewController as? NumberedScreen)?.number ?? 0
            guard String(page) == expectation.arguments[0] else {
                throw SceneContentError("expected page \(expectation.arguments[0]), got \(page)")
            }
        }

        /// The top page's number and the jumps so far, under "app" in the state JSON.
        var stateFields: [String: StateValue] {
            [
                "page": .number(Double((navigation.topViewController as? NumberedScreen)?.number ?? 0)),
                "jumps": .number(Double(jumps)), "label": .string("jumper"),
            ]
        }

        var jumps = 0

        func perform(_ command: AppScriptCommand, in scene: AppScene) throws {
            jumps += 1
            for _ in 0..<(Int(command.arguments[0]) ?? 0) {
                navigation.pushViewController(
                    NumberedScreen(number: navigation.viewControllers.count + 1), animated: false)
            }
        }
    }
}

/// `SegueApplication` runs apps that are not the viewer: a bare root view controller, or a
/// delegate that adds script commands, through the same command line, hosts and scripts.
nonisolated final class AppEntryTests: XCTestCase {
    @MainActor private var directory = ""

    @MainActor override func setUp() async throws {
        directory = NSTemporaryDirectory() + "segue-app-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @MainActor private func script(_ text: String) throws -> String {
        let path = directory + "/s.segue"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @MainActor private func runRoot(_ arguments: [String]) -> Int32 {
        SegueApplication.run(
            rootViewController: NavigationController(rootViewController: NumberedScreen(number: 1)),
            arguments: ["myapp"] + arguments)
    }

    @MainActor func testARootViewControllerRunsHeadlessWithAScript() async throws {
        let path = try script(
            """
            expect top "Page 1"
            click Next
            settle
            expect top "Page 2"
            key escape
            settle
            expect depth 1
            shot one.png
            tree one.json
            click Next
            settle
            filmstrip pop.png pop
            expect depth 1
            """)
        XCTAssertEqual(runRoot(["--headless", "--size", "200x300", "--script", path, "--out", directory]), 0)
        let shot = try Surface.load(path: directory + "/one.png")
        XCTAssertEqual(shot.size, PixelSize(width: 200, height: 300))
        let state = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: directory + "/one.json")))
        let object = try XCTUnwrap(state as? [String: Any])
        XCTAssertEqual(object["navigationStack"] as? [String], ["Page 1"])
        XCTAssertEqual(object["style"] as? String, "system", "a bare navigation root takes the registered styles")
        XCTAssertNil(object["app"], "no app fields, no \"app\" object")
    }

    @MainActor func testWithoutTheViewerItsFlagsAndCommandsAreErrors() async throws {
        // A root that is no navigation controller has no styles.
        let plain = { (arguments: [String]) in
            SegueApplication.run(rootViewController: NumberedScreen(number: 1), arguments: ["plain"] + arguments)
        }
        XCTAssertEqual(plain(["--headless", "--style", "circle", "--out", directory]), 2)
        XCTAssertEqual(runRoot(["bench"]), 2)
        XCTAssertEqual(plain(["--headless", "--script", try script("style circle"), "--out", directory]), 2)
        XCTAssertEqual(runRoot(["--headless", "--script", try script("style circle"), "--out", directory]), 0)
        XCTAssertEqual(runRoot(["--headless", "--script", try script("expect top Nowhere"), "--out", directory]), 1)
        // Only the app knows what to push: a root that is no navigation controller cannot film
        // one, nor present; a bare navigation root pushes with its top screen's first button.
        XCTAssertEqual(plain(["--headless", "--script", try script("filmstrip a.png push"), "--out", directory]), 1)
        XCTAssertEqual(
            runRoot(["--headless", "--script", try script("filmstrip a.png present"), "--out", directory]), 1)
        XCTAssertEqual(runRoot(["--headless", "--script", try script("filmstrip a.png push"), "--out", directory]), 0)
    }

    @MainActor func testADelegateAddsScriptCommandsAStyleNameAndPushes() async throws {
        let path = try script(
            """
            jump 3
            expect depth 4
            expect top "Page 4"
            expect page 4
            tree t.json
            filmstrip push.png push
            expect depth 5
            gif pop.gif pop 10
            expect depth 4
            """)
        let status = SegueApplication.run(
            delegate: JumpApp(), arguments: ["jumper", "--headless", "--script", path, "--out", directory])
        XCTAssertEqual(status, 0)
        let text = try String(contentsOfFile: directory + "/t.json", encoding: .utf8)
        XCTAssertTrue(text.contains("\"style\":\"plain\""), text)
        XCTAssertTrue(text.contains("\"app\":{\"jumps\":1,\"label\":\"jumper\",\"page\":4}"), text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/push.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/pop.gif"))
    }

    @MainActor func testAnAppsExpectationFailsItsLineAndIsCheckedFirst() async throws {
        let run = { (text: String) in
            SegueApplication.run(
                delegate: JumpApp(),
                arguments: ["jumper", "--headless", "--script", try self.script(text), "--out", self.directory])
        }
        XCTAssertEqual(try run("jump 2\nexpect page 3"), 0)
        XCTAssertEqual(try run("jump 2\nexpect page 5"), 1)
        XCTAssertEqual(try run("expect page five"), 2)
        XCTAssertNoThrow(try ScriptParser.parse("jump 1\nexpect page 9\n", fileName: "x.segue", application: JumpApp()))
        XCTAssertThrowsError(try ScriptParser.parse("expect pages 2", fileName: "x.segue", application: JumpApp())) {
            XCTAssertTrue("\($0)".hasPrefix("x.segue:1: usage: expect top TITLE"), "\($0)")
        }
        let script = try ScriptParser.parse("expect page 9", fileName: "x.segue", application: JumpApp())
        XCTAssertEqual(script.lines.first?.command, .expect(.app(AppExpectation(kind: "page", arguments: ["9"]))))
    }

    @MainActor func testAnAppCommandIsCheckedBeforeAnythingRuns() async throws {
        let path = try script("shot a.png\njump zero")
        let arguments = ["jumper", "--headless", "--script", path, "--out", directory]
        XCTAssertEqual(SegueApplication.run(delegate: JumpApp(), arguments: arguments), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/a.png"), "nothing ran")
        XCTAssertThrowsError(try ScriptParser.parse("\njump zero", fileName: "x.segue", application: JumpApp())) {
            XCTAssertEqual("\($0)", "x.segue:2: usage: jump N (a positive whole number)")
        }
        XCTAssertThrowsError(try ScriptParser.parse("hop 1", fileName: "x.segue", application: JumpApp())) {
            XCTAssertEqual("\($0)", "x.segue:1: unknown command \"hop\"")
        }
    }
}
