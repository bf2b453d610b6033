import UIKit

/// The booking card: a rounded panel at the bottom of the screen with the trip's price. It is
/// dismissed by its button, by a tap on the dimmed screen above it, or by dragging it down.
final class BookingCardViewController: UIViewController {
    let destination: Destination
    private let handle = UIView()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private let confirmButton = UIButton(type: .system)

    init(destination: Destination) {
        self.destination = destination
        super.init(nibName: nil, bundle: nil)
        title = "Book \(destination.name)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.2
        view.layer.shadowRadius = 12
        handle.backgroundColor = UIColor(white: 0.8, alpha: 1)
        handle.layer.cornerRadius = 2.5
        view.addSubview(handle)
        titleLabel.text = "A week in \(destination.name)"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 22)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        priceLabel.text = "from €\(destination.price)"
        priceLabel.font = UIFont.systemFont(ofSize: 18)
        priceLabel.textColor = destination.color
        priceLabel.textAlignment = .center
        view.addSubview(priceLabel)
        confirmButton.setTitle("Confirm", for: .normal)
        confirmButton.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(confirmButton)

        let pan = UIPanGestureRecognizer { [unowned self] in handlePan($0) }
        view.addGestureRecognizer(pan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        handle.frame = CGRect(x: (width - 40) / 2, y: 8, width: 40, height: 5)
        titleLabel.frame = CGRect(x: 16, y: 40, width: width - 32, height: 30)
        priceLabel.frame = CGRect(x: 16, y: 80, width: width - 32, height: 24)
        confirmButton.frame = CGRect(x: 24, y: 140, width: width - 48, height: 48)
    }

    /// A drag down: starts the dismissal, moves the card with the finger, and on release
    /// finishes it past 40% of the card's height or on a flick down (else the card springs back).
    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let transitions = transitioningDelegate as? CardTransitioningDelegate else { return }
        let height = max(view.bounds.height, 1)
        let progress = min(max(gesture.translation(in: view.superview).y / height, 0), 1)
        switch gesture.state {
        case .began:
            // The card follows the finger from here, without jumping by the distance the
            // finger went before the pan was recognised.
            gesture.setTranslation(.zero, in: view.superview)
            transitions.interactiveDismissal = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            transitions.interactiveDismissal?.update(progress)
        case .ended:
            // The release's own step first, so the screen lets go where the finger did.
            transitions.interactiveDismissal?.update(progress)
            let velocity = gesture.velocity(in: view.superview).y
            if progress > 0.4 || velocity > 1000 {
                transitions.interactiveDismissal?.finish()
            } else {
                transitions.interactiveDismissal?.cancel()
            }
            transitions.interactiveDismissal = nil
        case .cancelled, .failed:
            transitions.interactiveDismissal?.cancel()
            transitions.interactiveDismissal = nil
        default:
            break
        }
    }
}
