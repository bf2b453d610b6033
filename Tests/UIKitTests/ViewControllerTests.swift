import Segue
import UIKit
import XCTest

/// A view that records its layout passes.
private final class RecordingView: UIView {
    var log: (String) -> Void = { _ in }

    override func layoutSubviews() {
        super.layoutSubviews()
        log("layoutSubviews")
    }
}

/// A controller written as iOS projects write one, making its view in `loadView()`.
private final class ProfileViewController: UIViewController {
    var events: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let view = RecordingView()
        view.log = { [unowned self] in self.events.append($0) }
        self.view = view
        events.append("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        view.backgroundColor = .systemBackground
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

/// A screen that fixes its own presentation style by overriding the property, as iOS code does.
private final class OverlayViewController: LoggingViewController {
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

nonisolated final class ViewControllerTests: XCTestCase {
    @MainActor func testAnOverriddenPresentationStyleIsHonoured() async {
        let h = ControllerHarness()
        let overlay = OverlayViewController(name: "O")
        overlay.log = { [unowned h] in h.log.append($0) }
        overlay.modalPresentationStyle = .fullScreen
        XCTAssertEqual(overlay.modalPresentationStyle, .overFullScreen)
        h.home.present(overlay, animated: true)
        h.settle()
        XCTAssertEqual(h.log, ["O.viewWillAppear", "O.viewDidAppear"], "over full screen: the presenter is left alone")
        XCTAssertTrue(h.nav.view.superview === h.window)
        XCTAssertTrue(overlay.prefersStatusBarHidden)
        XCTAssertEqual(overlay.supportedInterfaceOrientations, .portrait)
    }

    @MainActor func testLoadViewSetsTheViewOnFirstAccess() async {
        let controller = ProfileViewController()
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.events, [], "reading viewIfLoaded loads nothing")
        XCTAssertTrue(controller.view is RecordingView)
        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad"])
        XCTAssertTrue(controller.viewIfLoaded === controller.view)
        XCTAssertTrue(controller.view.next === controller, "a root view's next responder is its controller")

        // Setting nil unloads it; the next access loads it again.
        controller.view = nil
        XCTAssertFalse(controller.isViewLoaded)
        _ = controller.view
        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad", "loadView", "viewDidLoad"])
    }

    @MainActor func testDefaultViewAndLoadViewIfNeeded() async {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.view.bounds.size, CGSize(width: 390, height: 844))
    }

    @MainActor func testInitFromCoderGivesNil() async {
        XCTAssertNil(UIViewController(coder: NSCoder()))
        XCTAssertNil(UINavigationController(coder: NSCoder()))
    }

    @MainActor func testLayoutCallbacksSurroundTheRootViewsLayout() async {
        let controller = ProfileViewController()
        let view: UIView = controller.view
        view.layoutIfNeeded()
        controller.events.removeAll()
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(controller.events, ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }

    @MainActor func testTitleIsTheNavigationItemsAndTheBarsBackTitle() async {
        let h = ControllerHarness()
        XCTAssertEqual(h.home.navigationItem.title, "A")
        let b = h.screen("B")
        b.navigationItem.title = "Profile"
        h.home.navigationItem.backButtonTitle = "Home"
        h.nav.pushViewController(b, animated: false)
        XCTAssertEqual(b.title, "B", "the item's title is set apart from the controller's")
        XCTAssertEqual(h.nav.navigationBar.currentItem?.titleLabel.text, "Profile")
        XCTAssertEqual(h.nav.navigationBar.currentItem?.backButton.currentTitle, "‹ Home")
        b.title = "Settings"
        XCTAssertEqual(b.navigationItem.title, "Settings", "setting the title sets the item's")
    }

    @MainActor func testContainmentCallbacks() async {
        let parent = UIViewController()
        let child = ProfileViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertTrue(parent.children.first === child)
        XCTAssertTrue(child.parent === parent)
        child.events.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(child.events, ["willMove(toParent: nil)", "didMove(toParent: nil)"])
        XCTAssertTrue(parent.children.isEmpty)
    }

    @MainActor func testNavigationControllerCallsContainmentOnPushAndPop() async {
        let h = ControllerHarness()
        let child = ProfileViewController()
        h.nav.pushViewController(child, animated: true)
        XCTAssertEqual(child.events.filter { $0.contains("Move") }, ["willMove(toParent: parent)"])
        h.settle()
        XCTAssertEqual(
            child.events.filter { $0.contains("Move") }, ["willMove(toParent: parent)", "didMove(toParent: parent)"])
        XCTAssertTrue(child.navigationController === h.nav)
        child.events.removeAll()
        h.nav.popViewController(animated: true)
        XCTAssertEqual(child.events.filter { $0.contains("Move") }, ["willMove(toParent: nil)"])
        h.settle()
        XCTAssertEqual(
            child.events.filter { $0.contains("Move") }, ["willMove(toParent: nil)", "didMove(toParent: nil)"])
        XCTAssertNil(child.navigationController)
    }

    @MainActor func testNavigationStackAPI() async {
        let h = ControllerHarness()
        let b = h.screen("B")
        let c = h.screen("C")
        h.nav.setViewControllers([h.home, b, c], animated: false)
        XCTAssertTrue(h.nav.topViewController === c)
        XCTAssertTrue(h.nav.visibleViewController === c)
        XCTAssertEqual(h.nav.popToViewController(b, animated: false)?.map { $0.title }, ["C"])
        XCTAssertTrue(h.nav.topViewController === b)
        h.nav.pushViewController(c, animated: false)
        XCTAssertEqual(h.nav.popToRootViewController(animated: false)?.count, 2)
        XCTAssertTrue(h.nav.topViewController === h.home)
        XCTAssertNil(h.nav.popViewController(animated: false), "nothing to pop on the root")
        h.nav.interactivePopGestureRecognizer?.isEnabled = false
        XCTAssertEqual(h.nav.interactivePopGestureRecognizer?.isEnabled, false)
    }

    @MainActor func testHidingTheNavigationBarGivesTheScreensItsRoom() async {
        let h = ControllerHarness()
        XCTAssertFalse(h.nav.isNavigationBarHidden)
        XCTAssertEqual(h.nav.containerView.frame.minY, NavigationBar.height)
        h.nav.setNavigationBarHidden(true, animated: false)
        XCTAssertTrue(h.nav.isNavigationBarHidden)
        XCTAssertEqual(h.nav.containerView.frame, h.nav.view.bounds)
        h.nav.setNavigationBarHidden(false, animated: true)
        h.frame()
        XCTAssertGreaterThan(h.nav.containerView.presentation.position.y, h.nav.view.bounds.midY)
        h.settle()
        XCTAssertEqual(h.nav.containerView.frame.minY, NavigationBar.height)
    }

    @MainActor func testModalStylesHaveUIKitsRawValues() async {
        XCTAssertEqual(UIModalPresentationStyle.fullScreen.rawValue, 0)
        XCTAssertEqual(UIModalPresentationStyle.pageSheet.rawValue, 1)
        XCTAssertEqual(UIModalPresentationStyle.custom.rawValue, 4)
        XCTAssertEqual(UIModalPresentationStyle.overFullScreen.rawValue, 5)
        XCTAssertEqual(UIModalPresentationStyle.automatic.rawValue, -2)
        XCTAssertEqual(UIModalTransitionStyle.crossDissolve.rawValue, 2)
        XCTAssertEqual(UINavigationController.Operation.pop.rawValue, 2)
    }
}
