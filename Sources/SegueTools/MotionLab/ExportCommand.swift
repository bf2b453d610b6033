import Foundation
import SegueUI

/// `APP export --style NAME --format uikit|swiftui|json [--tuning FILE]`: prints a style's
/// motion as code a UIKit or SwiftUI developer pastes, or as its tuning file (`MotionExport`).
public enum ExportCommand {
    /// The text `export --help` prints.
    public static var usage: String {
        """
        usage: \(SegueApplication.programName) export --style NAME --format uikit|swiftui|json [--tuning FILE.json]

        Prints a style's motion (its tuning, or the standard one) as code to paste:
          uikit    UIViewPropertyAnimator with UICubicTimingParameters, UIView.animate with
                   usingSpringWithDamping, UISpringTimingParameters for a drag's release
          swiftui  Animation.timingCurve, .spring(duration:bounce:), .interpolatingSpring
          json     the style's tuning file (every parameter), for --tuning
        NAME is any registered style (see --list-styles).
        """
    }

    /// Runs with the arguments after `export` (`--tuning` already read into `tuning`); returns
    /// the exit status (2 for bad arguments).
    public static func run(arguments: [String], tuning: MotionTuning) -> Int32 {
        var style: TransitionStyle?
        var format: MotionExport.Format?
        let reader = FlagReader(arguments, messagePrefix: "export: ")
        do {
            while let flag = reader.next() {
                switch flag {
                case "-h", "--help":
                    print(usage)
                    return 0
                case "--style":
                    style = try MotionLabArguments.style(try reader.value(), command: "export")
                case "--format":
                    let text = try reader.value()
                    guard let parsed = MotionExport.Format(rawValue: text) else {
                        throw CommandLineError(
                            "export: unknown format \"\(ScriptText.excerpt(text))\"; expected uikit, swiftui or json")
                    }
                    format = parsed
                default:
                    throw CommandLineError(
                        "export: unknown argument \(ScriptText.excerpt(flag)) (see \(SegueApplication.programName) export --help)"
                    )
                }
            }
            guard let style else { throw CommandLineError("export: --style NAME is required") }
            guard let format else { throw CommandLineError("export: --format uikit|swiftui|json is required") }
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
