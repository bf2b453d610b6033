import Segue
import UIKit
import XCTest

/// A screen written as an iOS project writes it: `init(nibName:bundle:)`, the required
/// `init?(coder:)`, a view made in `loadView()`, and every appearance callback logged.
class LoggingViewController: UIViewController {
    let name: String
    var log: (String) -> Void = { _ in }

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 788))
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name).viewDidDisappear")
    }
}

/// A window on a manual clock showing a navigation controller, its log shared by its screens.
final class ControllerHarness {
    let clock = ManualClock()
    let window: SceneWindow
    let nav: UINavigationController
    let home: LoggingViewController
    var log: [String] = []

    init() {
        window = SceneWindow(size: CGSize(width: 390, height: 844), clock: clock)
        home = LoggingViewController(name: "A")
        nav = UINavigationController(rootViewController: home)
        home.log = { [unowned self] in self.log.append($0) }
        window.setRootViewController(nav)
        window.update()
        log.removeAll()
    }

    func screen(_ name: String) -> LoggingViewController {
        let screen = LoggingViewController(name: name)
        screen.log = { [unowned self] in self.log.append($0) }
        return screen
    }

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// Runs frames until nothing is in flight; fails after 30 s of frames.
    func settle(file: StaticString = #filePath, line: UInt = #line) {
        var frames = 0
        while window.isTransitioning || window.engine.isAnimating || window.queuedRequestCount > 0 {
            frame()
            frames += 1
            if frames > 1800 {
                XCTFail("did not settle within 30 s", file: file, line: line)
                return
            }
        }
    }
}
