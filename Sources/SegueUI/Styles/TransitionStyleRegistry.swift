import SegueCore

/// The registered styles, process-wide: the built-in ones first, then an app's. Registering is
/// rare and reading is cheap; a lock keeps both safe from any thread.
enum TransitionStyleRegistry {
    /// Safe as `@unchecked Sendable` (through `LockedValue`): every read and write of the list
    /// holds its lock, and the definitions are values of `Sendable` parts.
    private static let definitions = LockedValue(BuiltInStyles.definitions)

    /// The registered names, in order.
    static var names: [String] { definitions.withLock { $0.map(\.name) } }

    /// The registered definition of a name.
    static func definition(named name: String) -> TransitionStyleDefinition? {
        definitions.withLock { list in list.first { $0.name == name } }
    }

    /// Adds a definition, or replaces the one of the same name in its place.
    static func register(_ definition: TransitionStyleDefinition) {
        let name = definition.name
        precondition(
            !name.isEmpty && !name.contains(where: { $0 == " " || $0 == "." || $0 == "\"" || $0 == "\t" }),
            "A transition style's name must be non-empty, without spaces, dots or quotes: \"\(name)\"")
        definitions.withLock { list in
            if let index = list.firstIndex(where: { $0.name == name }) {
                list[index] = definition
            } else {
                list.append(definition)
            }
        }
    }

    /// Removes an app's style (never a built-in one): for tests that register a style and must
    /// leave the registry as they found it.
    static func unregister(named name: String) {
        guard !BuiltInStyles.definitions.contains(where: { $0.name == name }) else { return }
        definitions.withLock { list in list.removeAll { $0.name == name } }
    }
}
