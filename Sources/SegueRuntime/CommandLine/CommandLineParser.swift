import SegueCore
import SegueUI

/// Turns an app's arguments (without the program name) into a `ParsedCommand`: the runtime's
/// flags, then the app's own through its `SegueApplicationDelegate`.
///
/// Parsing touches no display and reads no file but the tuning (`--tuning FILE.json`, checked
/// strictly here so that a bad one is a bad command line). Values come after their flag
/// (`--size 390x844`) or joined with `=` (`--size=390x844`). Whether the script and the font
/// exist is checked afterwards by `SegueApplication`.
public enum CommandLineParser {
    /// The largest width or height accepted by `--size`, in points.
    public static let maximumDimension = 16384
    /// The accepted range of `--slow`.
    public static let slowFactorRange = 0.01...1000.0

    /// Parses `arguments`, handing the flags and subcommands the runtime does not know to
    /// `application` (none when nil); messages name the program `programName`.
    public static func parse(
        _ arguments: [String], application: SegueApplicationDelegate? = nil, programName: String = "segue"
    ) -> Result<ParsedCommand, CommandLineError> {
        let subcommands = (application?.subcommandNames ?? []) + (application == nil ? [] : RuntimeCommands.names)
        if let first = arguments.first, subcommands.contains(first) {
            return .success(.subcommand(name: first, arguments: Array(arguments.dropFirst())))
        }
        do {
            return .success(
                try parseRun(arguments, application: application, subcommands: subcommands, programName: programName))
        } catch {
            return .failure(error)
        }
    }

    /// Parses `WxH` in whole points, each from 1 to `maximumDimension`: digits, a lowercase
    /// `x`, digits (no `+`, no space, no `X`; a `-` is read, to say the size is out of range).
    public static func parseSize(_ text: String) throws -> Size {
        let shown = ScriptText.excerpt(text)
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in
            let digits = part.hasPrefix("-") ? part.dropFirst() : part
            return !digits.isEmpty && digits.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        }
        guard parts.count == 2, isDigits(parts[0]), isDigits(parts[1]) else {
            throw CommandLineError("bad size \"\(shown)\": expected WIDTHxHEIGHT in points, like 390x844")
        }
        guard let width = Int(parts[0]), let height = Int(parts[1]), (1...maximumDimension).contains(width),
            (1...maximumDimension).contains(height)
        else {
            throw CommandLineError(
                "bad size \"\(shown)\": width and height must be from 1 to \(maximumDimension) points")
        }
        return Size(width: Double(width), height: Double(height))
    }

    /// Parses a slow-motion factor: a number in `slowFactorRange`.
    public static func parseSlowFactor(_ text: String) throws -> Double {
        guard let factor = Double(text), factor.isFinite, slowFactorRange.contains(factor) else {
            throw CommandLineError(
                "bad slow factor \"\(ScriptText.excerpt(text))\": expected a number from 0.01 to 1000 (10 is ten times slower)"
            )
        }
        return factor
    }

    /// Parses a registered style's name (`TransitionStyle.named`); the error lists the registered
    /// styles.
    public static func parseStyle(_ text: String) throws(CommandLineError) -> TransitionStyle {
        do {
            return try TransitionStyle.named(text)
        } catch {
            throw CommandLineError(error.description)
        }
    }

    /// Reads a tuning file (`MotionTuningFile.load`); its error names the file and the key.
    public static func loadTuning(_ path: String) throws(CommandLineError) -> MotionTuning {
        do {
            return try MotionTuningFile.load(path: path)
        } catch {
            throw CommandLineError(error.description)
        }
    }

    /// Parses `--renderer`'s value: `auto`, `geometry` or `raster`.
    public static func parseWindowRenderer(_ text: String) throws -> DrawingPath {
        guard let choice = DrawingPath(rawValue: text) else {
            let names = DrawingPath.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandLineError("bad renderer \"\(ScriptText.excerpt(text))\": expected one of \(names)")
        }
        return choice
    }
}
