import SegueCore

/// A control's action as a closure, as UIKit's `UIAction` (iOS 14): the closure form that
/// stands in for target-action, since `#selector` needs the Objective-C runtime.
///
/// `button.addTarget(self, action: #selector(tapped), for: .touchUpInside)` becomes
/// `button.addAction(UIAction { [unowned self] _ in self.tapped() }, for: .touchUpInside)`.
@preconcurrency @MainActor public final class UIAction {
    /// A name for an action, unique among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a button made with this as its primary action shows it).
    public var title: String
    /// The identifier: adding an action with the identifier of one already added replaces it.
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs (nil otherwise).
    public internal(set) var sender: Any?
    /// The closure run with the action.
    let handler: (UIAction) -> Void

    /// Creates an action, as `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (the image and the menu attributes are not kept: Segue shows no menus).
    public init(
        title: String = "", image: Any? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.identifier = identifier ?? Identifier("action-\(UIAction.nextNumber.next())")
        self.handler = handler
    }

    /// Numbers actions made without an identifier.
    private static let nextNumber = ActionCounter()
}

/// A counter for actions' default identifiers.
private final class ActionCounter: Sendable {
    private let value = LockedValue(0)
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}

extension Control {
    /// UIKit's name for a control's events.
    public typealias Event = ControlEvent
    /// UIKit's name for a control's states.
    public typealias State = ControlState

    /// Adds an action for events, as UIControl's `addAction(_:for:)` (an action with the same
    /// identifier is replaced).
    public func addAction(_ action: UIAction, for controlEvents: ControlEvent) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        let id = addAction(for: controlEvents) { control in
            action.sender = control
            action.handler(action)
            action.sender = nil
        }
        uiActions.append((action, controlEvents, id))
    }

    /// Removes an action from events, as UIControl's `removeAction(_:for:)`.
    public func removeAction(_ action: UIAction, for controlEvents: ControlEvent) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from events, as UIControl's
    /// `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: ControlEvent) {
        for entry in uiActions
        where entry.action.identifier == identifier && !entry.events.isDisjoint(with: controlEvents) {
            removeAction(entry.id)
        }
        uiActions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }
}
