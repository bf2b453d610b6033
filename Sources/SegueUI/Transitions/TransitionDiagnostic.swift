import Foundation
import SegueCore

/// A transition's animator (or interaction controller) breaking UIKit's contract, found by the
/// runner: each kind is reported once per transition, on one line naming the animator's type.
/// UIKit answers most of these with a frozen or broken screen and no word; Segue says what
/// happened (docs/RELIABILITY.md lists each with UIKit's behaviour).
public struct TransitionDiagnostic: Equatable, Sendable {
    /// What went wrong.
    public enum Kind: String, Sendable, CaseIterable {
        /// `completeTransition` not called 2 s (`SceneWindow.stuckTransitionGrace`) after the
        /// transition's duration ran out (for an interactive one, after the finger let go).
        case neverCompleted = "never completed"
        /// `completeTransition` called a second time.
        case completedTwice = "completed twice"
        /// `updateInteractiveTransition` called once the transition had completed.
        case updateAfterCompletion = "update after completion"
        /// `transitionDuration(using:)` returned NaN, a negative or an enormous value.
        case badDuration = "bad duration"
        /// The from-view still on screen after a completed dismissal (moved out of the container).
        case fromViewLeft = "from-view left"
        /// Views the animator added to the container (a snapshot...) still there at the end.
        case viewsLeft = "views left"
        /// The to-view not in the container when the transition completed.
        case toViewNotAdded = "to-view not added"
        /// A transition started while another one ran.
        case startedWhileRunning = "started while one runs"
    }

    /// What went wrong.
    public var kind: Kind
    /// The line to print.
    public var message: String

    /// A diagnostic of `kind` saying `message`.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The longest `transitionDuration` taken as meant: a minute.
    public static let longestDuration = 60.0

    /// A type's name as its author wrote it (no module).
    static func typeName(_ value: Any) -> String {
        String(describing: type(of: value))
    }

    /// A controller as the messages name it: its type, and its title when it has one.
    static func name(of controller: ViewController) -> String {
        let type = typeName(controller)
        guard let title = controller.title, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }

    /// A view as the messages name it: its controller's name when it is a controller's view, else
    /// its type (and its accessibility title when it has one).
    static func name(of view: View) -> String {
        if let controller = view.next as? ViewController, controller.isViewLoaded, controller.view === view {
            return name(of: controller) + "'s view"
        }
        let type = typeName(view)
        guard let title = view.accessibilityTitle, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }
}
