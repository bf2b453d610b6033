import Foundation

/// Responders compare by identity, as UIKit's do: `UIView`, `UIViewController` and the rest
/// are `NSObject`s there, equal only to themselves (`isEqual(_:)` is `===`) and hashed by
/// identity, so `presentingViewController == fromViewController`, `firstIndex(of: view)` and a
/// `Set` of views work on them.
extension UIResponder: Equatable, Hashable {
    /// Whether the two are the same object.
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
