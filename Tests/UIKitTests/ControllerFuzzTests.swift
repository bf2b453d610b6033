import Segue
@_spi(Testing) import SegueUI
import UIKit
import XCTest

/// Seeded sessions of random UIKit-spelled controller calls: pushes and pops, animated or not,
/// interactive pops finished or cancelled at random progress, presentations in every style
/// Segue runs (full screen, over full screen, custom through a transitioning delegate, page
/// sheet) with every modal transition style, dismissals, and the bar hidden and shown, with
/// frames between them. What must hold whenever nothing is in flight: the window's tree mirrors
/// its controllers, no controller is stuck between will- and did-, exactly the front screen has
/// appeared; and once everything is dismissed and popped, no controller is left alive.
nonisolated final class ControllerFuzzTests: XCTestCase {
    @MainActor private var random = SeededGenerator(seed: 0)
    @MainActor private func chance(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

    @MainActor private func front(_ h: ControllerHarness) -> UIViewController {
        var front: UIViewController = h.nav
        while let presented = front.presentedViewController { front = presented }
        return front
    }

    @MainActor private func step(
        _ h: ControllerHarness, transitions: FadeTransitions, popDelegate: PopDelegate, count: inout Int
    ) {
        let animated = chance(4) != 0
        switch chance(7) {
        case 0, 1:
            count += 1
            h.nav.pushViewController(h.screen("S\(count)"), animated: animated)
        case 2:
            h.nav.popViewController(animated: animated)
        case 3:
            count += 1
            let modal = h.screen("M\(count)")
            let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .custom, .pageSheet]
            modal.modalPresentationStyle = styles[chance(styles.count)]
            modal.modalTransitionStyle = [.coverVertical, .crossDissolve, .flipHorizontal][chance(3)]
            if modal.modalPresentationStyle == .custom { modal.transitioningDelegate = transitions }
            front(h).present(modal, animated: animated)
        case 4:
            front(h).dismiss(animated: animated)
        case 5:
            guard !h.window.isTransitioning, h.window.queuedRequestCount == 0, h.nav.presentedViewController == nil,
                h.nav.viewControllers.count > 1
            else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionMotion = chance(2) == 0 ? .curve : interaction.completionMotion
            popDelegate.interaction = interaction
            h.nav.delegate = popDelegate
            h.nav.popViewController(animated: true)
            for _ in 0..<chance(4) {
                interaction.update(CGFloat(chance(101)) / 100)
                h.frame(chance(5))
            }
            if chance(2) == 0 { interaction.finish() } else { interaction.cancel() }
            popDelegate.interaction = nil
        default:
            h.nav.setNavigationBarHidden(!h.nav.isNavigationBarHidden, animated: animated)
        }
        h.frame(chance(25))
    }

    @MainActor private func assertAtRest(_ h: ControllerHarness, _ context: String) {
        XCTAssertEqual(h.window.mirrorInvariantViolations(), [], context)
        var controllers: [UIViewController] = h.nav.viewControllers
        var presented = h.nav.presentedViewController
        while let controller = presented {
            controllers.append(controller)
            presented = controller.presentedViewController
        }
        let frontScreen = front(h).visibleViewController
        for controller in controllers {
            XCTAssertTrue(
                controller.appearanceState == .appeared || controller.appearanceState == .disappeared,
                "\(context): \(controller.title ?? "") stuck \(controller.appearanceState)")
        }
        XCTAssertEqual(frontScreen.appearanceState, .appeared, "\(context): the front screen appeared")
    }

    @MainActor func testSeededSessionsKeepControllersConsistent() async {
        var ended: [String: Int] = [:]
        for seed in 1...4 {
            random = SeededGenerator(seed: UInt64(seed))
            let baseline = UIViewController.liveCount
            do {
                let h = ControllerHarness()
                h.window.transitionObserver = { event in
                    if case .ended(let operation, let completed) = event {
                        ended["\(operation.rawValue) \(completed ? "completed" : "cancelled")", default: 0] += 1
                    }
                }
                let transitions = FadeTransitions()
                let popDelegate = PopDelegate()
                var count = 0
                for index in 0..<60 {
                    step(h, transitions: transitions, popDelegate: popDelegate, count: &count)
                    if chance(3) == 0 {
                        h.settle()
                        assertAtRest(h, "seed \(seed), step \(index)")
                    }
                }
                h.settle()
                assertAtRest(h, "seed \(seed), end")
                h.nav.dismiss(animated: true)
                h.settle()
                h.nav.popToRootViewController(animated: true)
                h.settle()
                XCTAssertNil(h.nav.presentedViewController, "seed \(seed)")
                XCTAssertEqual(h.nav.viewControllers.count, 1, "seed \(seed)")
                assertAtRest(h, "seed \(seed), emptied")
            }
            XCTAssertEqual(UIViewController.liveCount, baseline, "seed \(seed): no controller left alive")
        }
        // The sessions went through every kind of transition, cancelled pops included.
        for kind in ["push completed", "pop completed", "pop cancelled", "present completed", "dismiss completed"] {
            XCTAssertGreaterThan(ended[kind, default: 0], 0, kind)
        }
    }
}
