import SegueCore

/// A transition style, by name: the system's defaults, the four seed animators, the zoom and the
/// sheets, and whatever styles an app registers (`TransitionStyle.register(_:)`). What a style
/// does (its animators, how it presents, its motion parameters) is its
/// `TransitionStyleDefinition` in the registry; a name nobody registered behaves as the system
/// style.
///
/// ```swift
/// let flip = TransitionStyle.register(
///     TransitionStyleDefinition(name: "flip", summary: "0.6 s flip", parameters: [.duration: 0.6]) {
///         operation, motion in FlipAnimator(operation: operation, duration: motion.number(.duration))
///     })
/// ```
nonisolated public struct TransitionStyle: Hashable, Sendable, CustomStringConvertible {
    /// The style's name as typed on the command line, in scripts and in tuning files.
    public let name: String

    /// A style by name, registered or not (see `init(named:)` for a checked one).
    public init(_ name: String) {
        self.name = name
    }

    /// The registered style of this name, nil when none is.
    @MainActor public init?(named name: String) {
        guard TransitionStyleRegistry.definition(named: name) != nil else { return nil }
        self.name = name
    }

    /// The registered style of this name, or an error that lists the registered ones.
    @MainActor public static func named(_ name: String) throws(UnknownTransitionStyle) -> TransitionStyle {
        guard let style = TransitionStyle(named: name) else { throw UnknownTransitionStyle(name: name) }
        return style
    }

    /// The name.
    public var description: String { name }

    /// UIKit's defaults: slide with parallax for push and pop, cover vertical for modals.
    public static let system = TransitionStyle("system")
    /// PP_Transition's scale and slide steps, for all four operations.
    public static let scale = TransitionStyle("scale")
    /// ZZFTransition's circular reveal for push and pop.
    public static let circle = TransitionStyle("circle")
    /// vcAnimation's fold about the bottom edge, in perspective, for all four operations (modals
    /// with the custom presentation, as the seed's own example).
    public static let fold = TransitionStyle("fold")
    /// vcAnimation's fold as the original draws it (affine squash, kept at the end), for all four
    /// operations.
    public static let foldAffine = TransitionStyle("fold-affine")
    /// PresentedAnimation's spring sheet for present and dismiss, over a dimmed screen.
    public static let sheet = TransitionStyle("sheet")
    /// iOS 18's zoom: the new screen grows out of the tapped view and shrinks back into it.
    public static let zoom = TransitionStyle("zoom")
    /// A sheet with detents (medium, large), as UISheetPresentationController, for present and
    /// dismiss: dragged between its detents, undimmed at medium, stacked when presented again.
    public static let detents = TransitionStyle("detents")

    /// Segue's own styles, in the order the viewer lists them.
    public static let builtIn: [TransitionStyle] = [
        .system, .scale, .circle, .fold, .foldAffine, .sheet, .zoom, .detents,
    ]

    /// Every registered style: the built-in ones, then the app's in the order it registered them.
    @MainActor public static var allCases: [TransitionStyle] { TransitionStyleRegistry.names.map(TransitionStyle.init) }

    /// Registers a style (or replaces the registered one of the same name, keeping its place) and
    /// returns it. The name must be non-empty, without spaces, dots or quotes: it is typed after
    /// `--style`, in `style NAME` and in `tune NAME.KEY`.
    @discardableResult
    @MainActor public static func register(_ definition: TransitionStyleDefinition) -> TransitionStyle {
        TransitionStyleRegistry.register(definition)
        return TransitionStyle(definition.name)
    }

    /// Removes a style an app registered (built-in ones stay), so a test leaves the registry as
    /// it found it.
    @MainActor package static func unregister(_ style: TransitionStyle) {
        TransitionStyleRegistry.unregister(named: style.name)
    }

    /// What the style does: its registered definition, or, for a name nobody registered, the
    /// system style's under that name.
    @MainActor public var definition: TransitionStyleDefinition {
        if let definition = TransitionStyleRegistry.definition(named: name) { return definition }
        var fallback = TransitionStyleRegistry.definition(named: TransitionStyle.system.name)!
        fallback.name = name
        return fallback
    }

    /// True when the style was registered.
    @MainActor public var isRegistered: Bool { TransitionStyleRegistry.definition(named: name) != nil }
}

/// A style name that is not registered, with a message that lists the registered styles.
nonisolated public struct UnknownTransitionStyle: Error, Equatable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// The styles registered when the name was asked for.
    public var registered: [String]

    /// Creates the error, listing the styles registered now.
    @MainActor public init(name: String) {
        self.init(name: name, registered: TransitionStyle.allCases.map(\.name))
    }

    /// Creates the error with the list of registered style names it shows.
    public init(name: String, registered: [String]) {
        self.name = name
        self.registered = registered
    }

    /// `unknown style "NAME"; valid styles: system, scale, ...`.
    public var description: String {
        let names = registered.joined(separator: ", ")
        let shown = name.count > 40 ? String(name.prefix(40)) + "..." : name
        return "unknown style \"\(shown)\"; valid styles: \(names)"
    }
}
