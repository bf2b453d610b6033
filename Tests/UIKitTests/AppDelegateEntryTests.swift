import Foundation
import UIKit
import XCTest

/// A screen with a "Next" button that pushes the next one.
final class EntryPage: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Page \(number)"
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 160, height: 44)
        button.addAction(
            UIAction { [unowned self] _ in
                self.navigationController?.pushViewController(EntryPage(number: self.number + 1), animated: true)
            }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// An app delegate as iOS apps write it (the template's, with a navigation root).
private final class EntryAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var launches: [String] = []
    var window: UIWindow?
    let made = "made by init()"

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let screen = UIScreen.main
        Self.launches.append("\(made) \(Int(screen.bounds.width))x\(Int(screen.bounds.height))")
        Self.launches.append("scale \(screen.scale), native \(Int(screen.nativeBounds.width))")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: EntryPage(number: 1))
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        let keyWindow = application.keyWindow
        let isKey = keyWindow === window && window?.isKeyWindow == true && application.delegate === self
        Self.launches.append("active \(isKey) \(application.windows.count) \(application.applicationState == .active)")
    }
}

/// A delegate found by its name, as `NSStringFromClass` gives it.
final class NamedAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var launches = 0
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Self.launches += 1
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = EntryPage(number: 7)
        window?.makeKeyAndVisible()
        return true
    }
}

/// A UIKit app delegate runs through Segue's runtime: its launch once per fresh scene, its
/// window's root shown, the runtime's scripts and tools on it.
nonisolated final class AppDelegateEntryTests: XCTestCase {
    @MainActor private var directory = ""

    @MainActor override func setUp() async throws {
        directory = NSTemporaryDirectory() + "uikit-entry-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        EntryAppDelegate.launches = []
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `UIApplicationMain` with the process's arguments as C strings.
    @MainActor private func run(_ arguments: [String]) -> Int32 {
        var cStrings = (["entry"] + arguments).map { (text: String) in strdup(text) }
        defer { for pointer in cStrings { free(pointer) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            UIApplicationMain(Int32(buffer.count), buffer.baseAddress!, nil, EntryAppDelegate.self)
        }
    }

    @MainActor private func script(_ text: String) throws -> String {
        let path = directory + "/s.segue"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @MainActor func testTheDelegateLaunchesOnceAndItsWindowsRootIsShown() async throws {
        let path = try script(
            """
            expect top "Page 1"
            click Next
            settle
            expect top "Page 2"
            expect depth 2
            key escape
            settle
            expect depth 1
            tree t.json
            """)
        XCTAssertEqual(run(["--headless", "--size", "320x480", "--script", path, "--out", directory]), 0)
        // The screen is the window's size, a pixel a point headless; the window is key.
        XCTAssertEqual(
            EntryAppDelegate.launches, ["made by init() 320x480", "scale 1.0, native 320", "active true 1 true"])
        XCTAssertNil(UIApplication.shared.delegate, "the scene kept the delegate; it is gone with it")
        let text = try String(contentsOfFile: directory + "/t.json", encoding: .utf8)
        XCTAssertTrue(text.contains("\"style\":\"system\""), "a bare navigation root takes the styles: \(text)")
    }

    @MainActor func testAFailingExpectationFailsTheRun() async throws {
        XCTAssertEqual(run(["--headless", "--script", try script("expect top Nowhere"), "--out", directory]), 1)
    }

    /// Each fresh scene the fuzzer builds launches a new delegate, made by the class's init().
    @MainActor func testTheFuzzerLaunchesAFreshDelegateForEachScene() async {
        XCTAssertEqual(run(["fuzz", "--seed", "1", "--seeds", "2", "--events", "80"]), 0)
        let launches = EntryAppDelegate.launches.filter { $0.hasPrefix("made") }
        XCTAssertEqual(launches.count, 2, "\(EntryAppDelegate.launches)")
        XCTAssertEqual(
            EntryAppDelegate.launches.filter { $0 == "active true 1 true" }.count, launches.count,
            "each launch becomes active with its own key window")
    }

    @MainActor func testADelegateClassIsFoundByName() async throws {
        let named = { (name: String) in
            var cStrings = ["entry", "--headless", "--size", "200x300", "--out", self.directory].map {
                (text: String) in strdup(text)
            }
            defer { for pointer in cStrings { free(pointer) } }
            return cStrings.withUnsafeMutableBufferPointer { buffer in
                UIApplicationMain(Int32(buffer.count), buffer.baseAddress!, nil, name)
            }
        }
        XCTAssertEqual(named("UIKitTests.NamedAppDelegate"), 0)
        XCTAssertEqual(NamedAppDelegate.launches, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/home.png"))
        var cStrings = ["entry", "--help"].map { (text: String) in strdup(text) }
        defer { for pointer in cStrings { free(pointer) } }
        let status = cStrings.withUnsafeMutableBufferPointer { buffer in
            UIApplicationMain(Int32(buffer.count), buffer.baseAddress!, nil, "UIKitTests.NoSuchDelegate")
        }
        XCTAssertEqual(status, 2)
    }
}
