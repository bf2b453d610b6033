import Foundation
import Segue

// A test app whose animators break UIKit's contract on purpose, for the fuzzer's tests: every
// screen pushes the next one with a plain slide ("Next 1" to "Next 6"); screen 1 to 4 each also
// has a button whose push goes wrong, each in its own way (it never completes, completes twice,
// leaves its snapshot in the container, returns NaN for its duration), and the 30th transition
// of a process traps in animateTransition (FAULTS_TRAP_AT=N: the Nth). With FAULTS=none in the environment, nothing goes
// wrong. The root is made once, before `main`, as an ordinary app writes it.

/// What a push does.
enum Fault: String, CaseIterable {
    case none = "Next"
    case neverCompletes = "Stuck"
    case completesTwice = "Twice"
    case leavesSnapshot = "Snapshot"
    case nanDuration = "NaN"
}

/// True when the faults are planted (FAULTS is not `none`).
let faultsPlanted = ProcessInfo.processInfo.environment["FAULTS"] != "none"

/// The transition of a process that traps: the 30th, or FAULTS_TRAP_AT's (the tests' short sessions).
let trapAt = ProcessInfo.processInfo.environment["FAULTS_TRAP_AT"].flatMap { Int($0) } ?? 30

/// A slide from the right (push) or to the right (pop), going wrong as `fault` says.
final class FaultyAnimator: AnimatedTransitioning {
    /// Transitions started in this process.
    static var started = 0

    let fault: Fault
    let operation: TransitionOperation

    init(fault: Fault, operation: TransitionOperation) {
        self.fault = fault
        self.operation = operation
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        fault == .nanDuration ? .nan : 0.3
    }

    func animateTransition(using context: TransitionContext) {
        Self.started += 1
        if faultsPlanted, Self.started == trapAt { fatalError("planted fault: transition \(trapAt) traps") }
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let width = container.bounds.width
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        if fault == .leavesSnapshot, let snapshot = fromView.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = fromView.frame
            container.addSubview(snapshot)
        }
        let push = operation == .push
        if push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.frame = push ? final.offsetBy(dx: width, dy: 0) : final
        View.animate(
            withDuration: 0.3,
            animations: {
                if push { toView.frame = final } else { fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0) }
            },
            completion: { [fault] _ in
                if fault == .neverCompletes { return }
                context.completeTransition(!context.transitionWasCancelled)
                if fault == .completesTwice { context.completeTransition(true) }
            })
    }
}

/// Hands every push and pop to a `FaultyAnimator`: a push with the fault of the button that
/// asked for it, a pop plain.
final class Faults: NavigationControllerDelegate {
    /// The fault of the next push.
    var nextFault = Fault.none

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        guard let operation = TransitionOperation(operation) else { return nil }
        defer { nextFault = .none }
        return FaultyAnimator(fault: operation == .push && faultsPlanted ? nextFault : .none, operation: operation)
    }
}

let faults = Faults()

/// Screen `depth`: buttons that push the next screen, plainly or with the fault of this depth.
final class FaultScreen: ViewController {
    let depth: Int
    private var buttons: [(Button, Fault)] = []

    init(depth: Int) {
        self.depth = depth
        super.init(title: "Screen \(depth)")
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        let view = View(frame: Rect(origin: .zero, size: .defaultContent))
        view.backgroundColor = Color(r: 242, g: 242, b: 247)
        view.accessibilityTitle = title
        var kinds: [(String, Fault)] = (1...6).map { ("Next \($0)", .none) }
        let planted = Fault.allCases.dropFirst()
        if (1...planted.count).contains(depth) {
            let fault = planted[planted.startIndex + depth - 1]
            kinds.append((fault.rawValue, fault))
        }
        for (title, fault) in kinds {
            let button = Button(title: title)
            button.setTitleColor(.black, for: .normal)
            button.setBackgroundColor(.white, for: .normal)
            view.addSubview(button)
            buttons.append((button, fault))
        }
        view.layoutHandler = { [unowned self] view in
            for (index, entry) in self.buttons.enumerated() {
                entry.0.frame = Rect(x: 40, y: 80 + Double(index) * 56, width: view.bounds.width - 80, height: 44)
            }
        }
        self.view = view
    }

    override func viewDidLoad() {
        for (button, fault) in buttons {
            button.addAction(for: .touchUpInside) { [unowned self] _ in
                (self.navigationController?.delegate as? Faults)?.nextFault = fault
                self.navigationController?.pushViewController(FaultScreen(depth: self.depth + 1), animated: true)
            }
        }
    }
}

let navigation = NavigationController(rootViewController: FaultScreen(depth: 0))
navigation.delegate = faults
SegueApplication.main(rootViewController: navigation)
