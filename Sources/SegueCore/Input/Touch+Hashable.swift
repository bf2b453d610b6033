import Foundation

/// Touches are equal only to themselves, as UITouch objects are, so they can be kept in a
/// `Set` (`UIEvent.allTouches`).
extension Touch: Hashable {
    /// True when both are the same touch object.
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
