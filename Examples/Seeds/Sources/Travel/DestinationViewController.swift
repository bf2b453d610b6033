import UIKit

/// A destination's screen: a header in its colour, its summary, and a button that presents the
/// booking card. A swipe in from the left edge takes the screen back, following the finger.
final class DestinationViewController: UIViewController {
    let destination: Destination
    private let header = UIView()
    private let nameLabel = UILabel()
    private let summaryLabel = UILabel()
    private let bookButton = UIButton(type: .system)
    private let cardTransitions = CardTransitioningDelegate()

    init(destination: Destination) {
        self.destination = destination
        super.init(nibName: nil, bundle: nil)
        title = destination.name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.backgroundColor = destination.color
        view.addSubview(header)
        nameLabel.text = "\(destination.name), \(destination.country)"
        nameLabel.font = UIFont.boldSystemFont(ofSize: 26)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        header.addSubview(nameLabel)
        summaryLabel.text = destination.summary
        summaryLabel.font = UIFont.systemFont(ofSize: 16)
        summaryLabel.textColor = .darkGray
        summaryLabel.textAlignment = .center
        summaryLabel.numberOfLines = 0
        view.addSubview(summaryLabel)
        bookButton.setTitle("Book", for: .normal)
        bookButton.addAction(UIAction { [unowned self] _ in book() }, for: .touchUpInside)
        view.addSubview(bookButton)

        let edgePan = UIScreenEdgePanGestureRecognizer { [unowned self] in handleEdgePan($0) }
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: 240)
        nameLabel.frame = CGRect(x: 16, y: 180, width: width - 32, height: 34)
        summaryLabel.frame = CGRect(x: 24, y: 264, width: width - 48, height: 60)
        bookButton.frame = CGRect(x: 24, y: 344, width: width - 48, height: 48)
    }

    /// Presents the booking card with its spring, over this screen dimmed.
    private func book() {
        let card = BookingCardViewController(destination: destination)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitions
        present(card, animated: true)
    }

    /// The edge swipe: starts the pop, drives it with the finger, and finishes it past half the
    /// width or on a fast flick (else the screen slides back in).
    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController, let transitions = navigationController.delegate as? TravelNavigationTransitions
        else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(gesture.translation(in: view).x / width, 0), 1)
        switch gesture.state {
        case .began:
            // The screen follows the finger from here, without jumping by the distance the
            // finger went before the swipe was recognised.
            gesture.setTranslation(.zero, in: view)
            transitions.interactivePop = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            transitions.interactivePop?.update(progress)
        case .ended:
            // The release's own step first, so the screen lets go where the finger did.
            transitions.interactivePop?.update(progress)
            let velocity = gesture.velocity(in: view).x
            if progress > 0.5 || velocity > 800 {
                transitions.interactivePop?.finish()
            } else {
                transitions.interactivePop?.cancel()
            }
            transitions.interactivePop = nil
        case .cancelled, .failed:
            transitions.interactivePop?.cancel()
            transitions.interactivePop = nil
        default:
            break
        }
    }
}
