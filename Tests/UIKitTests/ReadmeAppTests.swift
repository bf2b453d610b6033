import Segue
import UIKit
import XCTest

// README APP BEGIN
/// A numbered screen with a button that pushes the next one.
class NumberScreen: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(number)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = number.isMultiple(of: 2) ? .systemTeal : .systemIndigo
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.frame = CGRect(x: 20, y: 120, width: 160, height: 44)
        next.addAction(
            UIAction { [unowned self] _ in
                self.navigationController?.pushViewController(NumberScreen(number: self.number + 1), animated: true)
            }, for: .touchUpInside)
        view.addSubview(next)
    }
}

/// The pushed screen rises into place on a spring and fades in.
class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)!
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        toView.transform = CGAffineTransform(translationX: 0, y: 120)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: {
                toView.transform = .identity
                toView.alpha = 1
            },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// Pushes rise; pops keep the system slide and its edge swipe (nil).
class RiseTransitions: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? RiseAnimator() : nil
    }
}
// README APP END

/// The README's first app, less its `@main` application delegate: the README shows these lines
/// word for word after the delegate, and the button pushes the next screen, which rises and fades in.
nonisolated final class ReadmeAppTests: XCTestCase {
    @MainActor func testTheReadmeShowsThisCode() async throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md").standardized,
            encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let marked = source.components(separatedBy: "// README APP BEGIN\n")[1].components(
            separatedBy: "// README APP END")[0]
        let block = try XCTUnwrap(
            readme.components(separatedBy: "```swift\nimport UIKit\n\n@main\n").dropFirst().first,
            "the README's first app"
        ).components(separatedBy: "```")[0]
        let app = try XCTUnwrap(block.range(of: "/// A numbered screen"), "the README's app shows NumberScreen")
        let lines = { (text: Substring) in
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        XCTAssertEqual(lines(block[app.lowerBound...]), lines(marked[...]))
    }

    @MainActor func testTheButtonPushesAScreenThatRisesAndFadesIn() async throws {
        let clock = ManualClock()
        let window = SceneWindow(size: CGSize(width: 390, height: 844), clock: clock)
        let transitions = RiseTransitions()
        let first = NumberScreen(number: 1)
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = transitions
        window.setRootViewController(navigation)
        window.update()
        let next = try XCTUnwrap(first.view.subviews.compactMap { $0 as? UIButton }.first)
        next.sendActions(for: .touchUpInside)
        for _ in 0..<6 {
            clock.advanceOneFrame()
            window.update()
        }
        let second = try XCTUnwrap(navigation.topViewController as? NumberScreen)
        XCTAssertEqual(second.title, "Screen 2")
        let rising = try XCTUnwrap(second.view.layer.presentation())
        XCTAssertGreaterThan(rising.opacity, 0.05, "fading in")
        XCTAssertLessThan(rising.opacity, 0.95, "fading in")
        XCTAssertGreaterThan(rising.transform.m42, 1, "still below its place")
        for _ in 0..<120 {
            clock.advanceOneFrame()
            window.update()
        }
        XCTAssertFalse(window.isTransitioning)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(second.view.transform, .identity)
    }
}
