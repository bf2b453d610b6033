import Foundation
import SegueUI

/// `APP export --style NAME --format uikit|swiftui|json [--tuning FILE]`: prints a style's
/// motion as code a UIKit or SwiftUI developer pastes, or as its tuning file (`MotionExport`).
package enum ExportCommand {
    /// The text `export --help` prints.
    public static var usage: String { spec.help(programName: SegueApplication.programName) }

    /// `export`'s options and help.
    package static let spec = CommandSpec(
        name: "export", summary: "a style's motion as UIKit or SwiftUI code, or as a tuning file",
        options: [
            OptionSpec(
                "--style", "NAME", usage: .required, help: "any registered style (see --list-styles)"),
            OptionSpec(
                "--format", "uikit|swiftui|json", usage: .required,
                help: "uikit: UIViewPropertyAnimator with UICubicTimingParameters, UIView.animate with "
                    + "usingSpringWithDamping, UISpringTimingParameters for a drag's release\n"
                    + "swiftui: Animation.timingCurve, .spring(duration:bounce:), .interpolatingSpring\n"
                    + "json: the style's tuning file (every parameter), for --tuning"),
            .tuning("the tuning to export (default: the standard one)"),
        ],
        description: ["Prints a style's motion (its tuning, or the standard one) as code to paste."],
        messagePrefix: "export: ")

    /// Runs with the arguments after `export` (`--tuning` already read into `tuning`); returns
    /// the exit status (2 for bad arguments).
    public static func run(arguments: [String], tuning: MotionTuning) -> Int32 {
        var style: TransitionStyle?
        var chosenFormat: MotionExport.Format?
        do {
            let parsed = try spec.parse(arguments, programName: SegueApplication.programName)
            if parsed.wantsHelp {
                print(usage)
                return 0
            }
            for option in parsed.options {
                let value = option.value ?? ""
                switch option.name {
                case "--style":
                    style = try MotionLabArguments.style(value, command: "export")
                case "--format":
                    guard let format = MotionExport.Format(rawValue: value) else {
                        throw CommandLineError(
                            "export: unknown format \"\(ScriptText.excerpt(value))\"; expected uikit, swiftui or json")
                    }
                    chosenFormat = format
                default: continue  // `--tuning`, read before the others
                }
            }
            guard let style else { throw CommandLineError("export: --style NAME is required") }
            guard let format = chosenFormat else {
                throw CommandLineError("export: --format uikit|swiftui|json is required")
            }
            print(MotionExport.text(for: style, tuning: tuning, format: format), terminator: "")
            return 0
        } catch {
            return SegueApplication.fail("\(error)", status: 2)
        }
    }
}

/// Arguments the motion lab's commands share.
enum MotionLabArguments {
    /// A style name, or a message listing the valid ones.
    static func style(_ text: String, command: String) throws -> TransitionStyle {
        guard let style = TransitionStyle(named: text) else {
            let names = TransitionStyle.allCases.map(\.name).joined(separator: ", ")
            throw CommandLineError("\(command): unknown style \"\(ScriptText.excerpt(text))\"; valid styles: \(names)")
        }
        return style
    }

    /// An operation name.
    static func operation(_ text: String, command: String) throws -> TransitionOperation {
        guard let operation = TransitionOperation(rawValue: text) else {
            throw CommandLineError(
                "\(command): unknown operation \"\(ScriptText.excerpt(text))\"; expected push, pop, present or dismiss")
        }
        return operation
    }
}
