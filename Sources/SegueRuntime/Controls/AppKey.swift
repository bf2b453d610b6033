/// One of an app's own keys: the press, its line in the help card, and what it does to the scene.
/// An app lists its keys in `SceneContent.appKeys`; the window's keyboard, a script's `key NAME`
/// (the press's `scriptName`) and the help card all see them, through `SceneControls.handle(_:in:)`.
///
/// ```swift
/// var appKeys: [AppKey] {
///     [AppKey(KeyPress("g"), help: "grid on/off") { [unowned self] _ in showsGrid.toggle() }]
/// }
/// ```
///
/// A built-in key (Esc, S, P, M, the arrows, I, F, H, R, Tab, Return, Space, Ctrl+Q) and a key an
/// open panel takes come first: an app key on one of those never runs.
public struct AppKey {
    /// The key and modifiers that run it.
    public var press: KeyPress
    /// What it does, for the help card (a few words: "grid on/off").
    public var help: String
    /// Carries it out on the scene.
    public var action: (AppScene) -> Void

    /// Creates a key.
    public init(_ press: KeyPress, help: String, action: @escaping (AppScene) -> Void) {
        self.press = press
        self.help = help
        self.action = action
    }
}
