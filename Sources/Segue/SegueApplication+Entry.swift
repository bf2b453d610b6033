import Foundation
import SegueRuntime
import SegueUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SegueApplication {
    /// Runs the app showing `rootViewController` with the process's arguments (the program name
    /// first, as `CommandLine.arguments` has them) and exits with the status.
    ///
    /// ```swift
    /// import Segue
    ///
    /// SegueApplication.main(rootViewController: NavigationController(rootViewController: Home()))
    /// ```
    public static func main(
        rootViewController: @autoclosure @escaping () -> ViewController,
        arguments: [String] = CommandLine.arguments
    ) -> Never {
        exit(run(rootViewController: rootViewController(), arguments: arguments))
    }

    /// Runs the app that `delegate` describes with the process's arguments (the program name
    /// first) and exits with the status.
    public static func main(delegate: SegueApplicationDelegate, arguments: [String] = CommandLine.arguments) -> Never {
        exit(run(delegate: delegate, arguments: arguments))
    }

    /// Runs the app showing `rootViewController` (made when the scene is) and returns the exit
    /// status instead of exiting. `arguments` starts with the program name.
    public static func run(rootViewController: @autoclosure @escaping () -> ViewController, arguments: [String])
        -> Int32
    {
        run(delegate: RootViewControllerApplication(makeRoot: rootViewController), arguments: arguments)
    }

    /// Runs the app that `delegate` describes and returns the exit status instead of exiting.
    /// `arguments` starts with the program name, which messages and `--help` use. Every Segue tool
    /// is installed (scripts, `record`, `fuzz`, the motion lab).
    public static func run(delegate: SegueApplicationDelegate, arguments: [String]) -> Int32 {
        run(delegate: delegate, arguments: arguments, toolbox: .segue)
    }

    /// Installs every Segue tool without running an app, for code that makes hosts and scenes
    /// itself (a test making a `HeadlessHost`): their panels, scripts and commands are then there
    /// as in a run.
    public static func installTools() {
        Toolbox.installed = .segue
    }
}
