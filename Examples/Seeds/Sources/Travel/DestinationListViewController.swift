import UIKit

/// The first screen: a row per destination (UIKit's UITableView is not available on Linux, so
/// each row is a button laid out by hand) and a button that opens the filters in a sheet.
final class DestinationListViewController: UIViewController {
    private let transitions = TravelNavigationTransitions()
    private var rows: [DestinationRow] = []
    private let filtersButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Destinations"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.96, green: 0.95, blue: 0.93, alpha: 1)
        for destination in Destination.all {
            let row = DestinationRow(destination: destination)
            row.addAction(UIAction { [unowned self] _ in show(destination, from: row) }, for: .touchUpInside)
            view.addSubview(row)
            rows.append(row)
        }
        filtersButton.setTitle("Filters", for: .normal)
        filtersButton.addAction(UIAction { [unowned self] _ in showFilters() }, for: .touchUpInside)
        view.addSubview(filtersButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The pushes and pops zoom and slide with this app's own animators; the edge swipe back
        // is the detail screen's own recognizer, so the system's is turned off.
        navigationController?.delegate = transitions
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 32
        var y: CGFloat = 16
        for row in rows {
            row.frame = CGRect(x: 16, y: y, width: width, height: 92)
            y += 104
        }
        filtersButton.frame = CGRect(x: 16, y: y + 4, width: width, height: 44)
    }

    /// Pushes the destination's screen, which zooms out of `row`.
    private func show(_ destination: Destination, from row: DestinationRow) {
        transitions.originFrame = row.frame
        navigationController?.pushViewController(DestinationViewController(destination: destination), animated: true)
    }

    /// Presents the filters in a sheet that rests at half height and drags up to full height.
    private func showFilters() {
        let filters = FiltersViewController()
        filters.modalPresentationStyle = .pageSheet
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(filters, animated: true)
    }
}

/// A destination's row: a rounded card in the destination's colour with its name and country.
final class DestinationRow: UIButton {
    private let countryLabel = UILabel()

    init(destination: Destination) {
        super.init(frame: .zero)
        setTitle(destination.name, for: .normal)
        setTitleColor(.white, for: .normal)
        backgroundColor = destination.color
        layer.cornerRadius = 14
        countryLabel.text = destination.country.uppercased()
        countryLabel.font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        countryLabel.textColor = UIColor(white: 1, alpha: 0.8)
        countryLabel.textAlignment = .center
        countryLabel.isUserInteractionEnabled = false
        addSubview(countryLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        countryLabel.frame = CGRect(x: 0, y: bounds.height - 26, width: bounds.width, height: 16)
    }
}
