import SegueCore

extension Button {
    /// The kinds of button UIKit makes, as `UIButton.ButtonType`: Segue draws every kind as the
    /// system button (a tinted title, highlighted while pressed).
    public enum ButtonType: Int, Sendable {
        /// No styling of its own.
        case custom = 0
        /// The system button.
        case system = 1
        /// A detail disclosure button (drawn as the system button).
        case detailDisclosure = 2
        /// An info button (drawn as the system button).
        case infoLight = 3
        /// An info button (drawn as the system button).
        case infoDark = 4
        /// A contact-add button (drawn as the system button).
        case contactAdd = 5
        /// A close button (drawn as the system button).
        case close = 7

        /// The rounded-rectangle button of iOS 6 and before, now the system button (as UIKit's
        /// `roundedRect`, which is `.system`).
        public static var roundedRect: ButtonType { .system }
    }

    /// Creates a button of a kind, as `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(title: "", frame: .zero)
    }

    /// Creates a button whose primary action (sent on `.primaryActionTriggered`, with every
    /// touch up inside) is `primaryAction`, titled with its title, as `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(title: primaryAction?.title ?? "", frame: .zero)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a button with a frame and a primary action, as `UIButton(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(title: primaryAction?.title ?? "", frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The kind of button (always `.system`: Segue draws one kind).
    public var buttonType: ButtonType { .system }

}
