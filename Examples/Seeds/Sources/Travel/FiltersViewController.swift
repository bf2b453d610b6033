import UIKit

/// The filters, shown in a sheet: a choice of trip lengths and budgets. The sheet rests at half
/// height and drags up to full height (its detents), or down to dismiss.
final class FiltersViewController: UIViewController {
    private let titleLabel = UILabel()
    private var options: [UIButton] = []
    private let doneButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Filters"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Filters"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 22)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        for name in ["Weekend", "One week", "Two weeks", "Under €800"] {
            let option = UIButton(type: .system)
            option.setTitle(name, for: .normal)
            option.setTitle("✓ \(name)", for: .selected)
            option.addAction(UIAction { [unowned option] _ in option.isSelected.toggle() }, for: .touchUpInside)
            view.addSubview(option)
            options.append(option)
        }
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(doneButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 16, y: 24, width: width - 32, height: 30)
        var y: CGFloat = 70
        for option in options {
            option.frame = CGRect(x: 24, y: y, width: width - 48, height: 40)
            y += 48
        }
        doneButton.frame = CGRect(x: 24, y: y + 8, width: width - 48, height: 44)
    }
}
