import SegueCore
import SegueUI

/// What an app tells `SegueApplication` beyond its root view controller: the content of each
/// scene, and, if it wants them, its own command-line flags, subcommands, script commands and
/// help text. Every requirement but `makeSceneContent()` has a default that adds nothing.
///
/// Every app gets the runtime's flags (`--style`, `--tuning` among them), `--list-styles` and the
/// subcommands `record`, `fuzz`, `plot`, `compare` and `export`, all working on its own scene
/// content; an app's own subcommands of the same names take their place.
/// `SegueApplication.main(rootViewController:arguments:)` uses a delegate that only makes the
/// root; the `segue` viewer adopts this protocol to add `bench`, `record --op zoom` and the
/// `request` script command.
@preconcurrency @MainActor public protocol SegueApplicationDelegate: AnyObject {
    /// Makes the content of a new scene (the window's, or a headless run's). A run makes one.
    func makeSceneContent() -> SceneContent

    /// Takes one of the app's own flags (the runtime's, `--style` and `--tuning` among them, come
    /// first). `value()` reads the flag's value (after it, or joined with `=`); throw
    /// `CommandLineError` for a bad one (exit 2). Returns `.unknown` (the default) for a flag that
    /// is not the app's.
    func parseOption(_ flag: String, value: () throws -> String) throws -> AppOption

    /// The names of the app's subcommands, recognised as the first argument (the viewer's
    /// `bench`); one named like a runtime tool (`record`, `fuzz`...) takes its place. None by
    /// default.
    var subcommandNames: [String] { get }

    /// Runs a subcommand with the arguments after its name and returns the exit status.
    func runSubcommand(_ name: String, arguments: [String]) -> Int32

    /// Accepts one of the app's script commands when the script is parsed: true when the app
    /// knows `command` and its arguments are good, false (the default) when it is not the app's;
    /// throw `SceneContentError` when it is the app's but malformed (the line's message, exit 2).
    func parseScriptCommand(_ command: AppScriptCommand) throws -> Bool

    /// Accepts one of the app's own `expect` kinds when the script is parsed (`expect KIND
    /// ARGS...` whose kind is no built-in one): true when the app knows it and its arguments are
    /// good, false (the default) when it is not the app's; throw `SceneContentError` when it is
    /// the app's but malformed. `SceneContent.check(_:in:)` checks it when the line runs.
    func parseExpectation(_ expectation: AppExpectation) throws -> Bool

    /// Titles of buttons that `APP fuzz` clicks more often: a third of its button clicks go to
    /// the first of them on the front screen (the viewer's `Gallery`, so its cards come up), and
    /// the soak opens it and a button of the screen it shows. None by default.
    var favouredFuzzButtons: [String] { get }

    /// Help lines: `synopsis` under `usage:`, `commands` in the list of commands, `options` with
    /// the flags of a run, `scriptCommands` with the script commands. Empty by default.
    var usage: AppUsage { get }
}

/// What an app did with a command-line flag (`SegueApplicationDelegate.parseOption`).
public enum AppOption: Equatable, Sendable {
    /// Not one of the app's flags: the command line is wrong.
    case unknown
    /// Taken; go on with the next argument.
    case accepted
    /// Taken, and the command is done (it printed what was asked): exit with this status.
    case exit(Int32)
}

/// The app's lines in the help texts (``Usage``), each a full line as printed (indent them like
/// the built-in ones): `--help` shows `synopsis`, `flags` and `commands`; `help run` the flags,
/// `options` and `sections`; `help script` the `scriptCommands`.
public struct AppUsage: Equatable, Sendable {
    /// Other forms of the command, after the built-in `usage:` line (`segue --list-styles`).
    public var synopsis: [String]
    /// The app's flags of a run, appended to the built-in `usage:` line (`[--style NAME]`).
    public var flags: [String]
    /// The app's subcommands in the overview's list of commands, one line each, indented as the
    /// built-in ones (`  bench          measure frames`); each prints the rest with `--help`.
    public var commands: [String]
    /// The app's flags, one a line, after the built-in options.
    public var options: [String]
    /// Sections after the options of a run (`help run`), each a block of lines with its own
    /// heading.
    public var sections: [String]
    /// The app's script commands, after the built-in ones.
    public var scriptCommands: [String]

    /// Creates the lines.
    public init(
        synopsis: [String] = [], flags: [String] = [], commands: [String] = [], options: [String] = [],
        sections: [String] = [], scriptCommands: [String] = []
    ) {
        self.synopsis = synopsis
        self.flags = flags
        self.commands = commands
        self.options = options
        self.sections = sections
        self.scriptCommands = scriptCommands
    }
}

extension SegueApplicationDelegate {
    /// `.unknown`: the app has no flags.
    public func parseOption(_ flag: String, value: () throws -> String) throws -> AppOption { .unknown }

    /// None.
    public var subcommandNames: [String] { [] }

    /// Status 2: no subcommand is declared.
    public func runSubcommand(_ name: String, arguments: [String]) -> Int32 { 2 }

    /// False: the app has no script commands.
    public func parseScriptCommand(_ command: AppScriptCommand) throws -> Bool { false }

    /// False: the app has no expectations of its own.
    public func parseExpectation(_ expectation: AppExpectation) throws -> Bool { false }

    /// None.
    public var favouredFuzzButtons: [String] { [] }

    /// No lines.
    public var usage: AppUsage { AppUsage() }
}

/// The delegate of `SegueApplication.main(rootViewController:arguments:)`: one scene content
/// showing the given root view controller, nothing else.
package final class RootViewControllerApplication: SegueApplicationDelegate {
    private let makeRoot: () -> ViewController

    package init(makeRoot: @escaping () -> ViewController) {
        self.makeRoot = makeRoot
    }

    package func makeSceneContent() -> SceneContent {
        let root = makeRoot()
        if let navigation = root as? NavigationController, navigation.delegate == nil {
            return StyledRootContent(navigationController: navigation)
        }
        return RootContent(rootViewController: root)
    }

    /// A scene content that is only a root view controller.
    final class RootContent: SceneContent {
        let rootViewController: ViewController

        init(rootViewController: ViewController) {
            self.rootViewController = rootViewController
        }

        /// Push, for a navigation root: a click on the top screen's first button
        /// (`AppScene.pushWithFirstButton`).
        func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
            guard operation == .push, scene.navigationController != nil else {
                return try scene.startDefaultTransition(operation)
            }
            try scene.pushWithFirstButton()
        }
    }

    /// A root navigation controller that had no delegate: a `TransitionStyleDelegate` becomes
    /// its delegate, so its pushes and pops take the registered styles (`--style`, `style`) and
    /// the tuning (`--tuning`, `tune`), the system style's unless one is chosen.
    final class StyledRootContent: StyledSceneContent {
        let navigationController: NavigationController
        let styleDelegate = TransitionStyleDelegate(style: .system)

        init(navigationController: NavigationController) {
            self.navigationController = navigationController
            navigationController.delegate = styleDelegate
        }

        var rootViewController: ViewController { navigationController }

        /// Push: a click on the top screen's first button (`AppScene.pushWithFirstButton`).
        func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
            guard operation == .push else { return try scene.startDefaultTransition(operation) }
            try scene.pushWithFirstButton()
        }
    }
}

extension AppScene {
    /// What a root navigation controller alone pushes for `record --op push`, `filmstrip`, `plot`
    /// and `compare`: a click on the top screen's first enabled button (not the navigation
    /// bar's), which must push; throws `SceneContentError` when there is none or it pushed
    /// nothing.
    public func pushWithFirstButton() throws {
        guard let navigation = navigationController else {
            throw SceneContentError("this app does not say what to push (its root is no navigation controller)")
        }
        let bar = navigation.navigationBar
        guard let button = frontButtons.first(where: { !$0.isDescendant(of: bar) }) else {
            throw SceneContentError("this app does not say what to push, and its top screen has no button")
        }
        let depth = navigation.viewControllers.count
        let frame = button.presentationFrameInRoot
        let center = Point(x: frame.midX, y: frame.midY)
        let now = window.engine.clock.now
        router.handle(.down(location: center, time: now))
        router.handle(.up(location: center, time: now))
        guard navigation.viewControllers.count > depth || window.isTransitioning else {
            throw SceneContentError(
                "this app does not say what to push, and a click on \"\(button.currentTitle)\" pushed nothing")
        }
    }
}
