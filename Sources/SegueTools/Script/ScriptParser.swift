import SegueCore
import SegueUI

/// Parses the text of a script into commands, all at once: the first malformed line throws a
/// `ScriptError` with its line number, so nothing runs from a broken file. Pure: no files, no SDL.
public enum ScriptParser {
    /// Parses `text`; `fileName` is used in error messages. A line whose first word is no
    /// built-in command goes to `application` (`parseScriptCommand`), which may take it.
    public static func parse(_ text: String, fileName: String, application: SegueApplicationDelegate? = nil) throws
        -> Script
    {
        var lines: [ScriptLine] = []
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            do {
                let tokens = try ScriptToken.split(String(rawLine))
                guard !tokens.isEmpty else { continue }
                lines.append(ScriptLine(number: number, command: try command(from: tokens, application: application)))
            } catch let error as ScriptSyntaxError {
                throw ScriptError(fileName: fileName, line: number, message: error.message, kind: .malformed)
            } catch let error as SceneContentError {
                throw ScriptError(fileName: fileName, line: number, message: error.message, kind: .malformed)
            }
        }
        return Script(fileName: fileName, lines: lines)
    }

    /// Parses one line's words into a command.
    static func command(from tokens: [ScriptToken], application: SegueApplicationDelegate? = nil) throws
        -> ScriptCommand
    {
        let name = tokens[0].text
        let arguments = Array(tokens.dropFirst())
        func expectCount(_ count: Int, _ usage: String) throws {
            guard arguments.count == count else { throw ScriptSyntaxError("usage: \(usage)") }
        }
        switch name {
        case "click":
            if arguments.count == 2, !arguments[0].isQuoted, !arguments[1].isQuoted,
                Double(arguments[0].text) != nil || Double(arguments[1].text) != nil
            {
                return .clickPoint(try point(arguments[0], arguments[1]))
            }
            guard arguments.count == 1 else {
                throw ScriptSyntaxError("usage: click TITLE or click X Y (quote a title with spaces)")
            }
            guard !arguments[0].text.isEmpty else { throw ScriptSyntaxError("click needs a non-empty title") }
            return .clickButton(arguments[0].text)
        case "drag":
            try expectCount(5, "drag X1 Y1 X2 Y2 MS")
            return .drag(
                from: try point(arguments[0], arguments[1]), to: try point(arguments[2], arguments[3]),
                milliseconds: try milliseconds(arguments[4]))
        case "down":
            try expectCount(2, "down X Y")
            return .down(try point(arguments[0], arguments[1]))
        case "move":
            try expectCount(3, "move X Y MS")
            return .move(to: try point(arguments[0], arguments[1]), milliseconds: try milliseconds(arguments[2]))
        case "up":
            try expectCount(0, "up")
            return .up
        case "key":
            try expectCount(1, "key NAME")
            if let key = KeyCommand(scriptName: arguments[0].text) { return .key(key) }
            guard let press = KeyPress(scriptName: arguments[0].text) else {
                let names = KeyCommand.scriptNames.map(\.name).joined(separator: ", ")
                throw ScriptSyntaxError(
                    "unknown key \"\(ScriptText.excerpt(arguments[0].text))\"; keys: \(names), t, up, down, or a letter or digit, after shift-, ctrl- or alt-"
                )
            }
            return .press(press)
        case "wait":
            try expectCount(1, "wait MS")
            return .wait(milliseconds: try milliseconds(arguments[0]))
        case "settle":
            try expectCount(0, "settle")
            return .settle
        case "shot":
            try expectCount(1, "shot FILE.png")
            return .shot(try fileName(arguments[0], suffix: ".png"))
        case "tree":
            try expectCount(1, "tree FILE.json")
            return .tree(try fileName(arguments[0], suffix: ".json"))
        case "filmstrip":
            if arguments.count == 3, arguments[1].text == "click" {
                return .filmstripClick(try fileName(arguments[0], suffix: ".png"), title: arguments[2].text)
            }
            try expectCount(2, "filmstrip FILE.png push|pop|present|dismiss|click TITLE")
            guard let operation = TransitionOperation(rawValue: arguments[1].text) else {
                throw ScriptSyntaxError(
                    "unknown operation \"\(ScriptText.excerpt(arguments[1].text))\"; expected push, pop, present or dismiss"
                )
            }
            return .filmstrip(try fileName(arguments[0], suffix: ".png"), operation: operation)
        case "still":
            try expectCount(1, "still CAPTION")
            return .still(arguments[0].text)
        case "strip":
            try expectCount(1, "strip FILE.png")
            return .strip(try fileName(arguments[0], suffix: ".png"))
        case "gif":
            let usage = "usage: gif FILE.gif push|pop|present|dismiss [FPS]"
            guard arguments.count == 2 || arguments.count == 3 else { throw ScriptSyntaxError(usage) }
            let operation = try self.operation(arguments[1])
            var framesPerSecond = ScriptRunner.defaultGIFFrameRate
            if arguments.count == 3 {
                let range = ScriptRunner.gifFrameRates
                guard !arguments[2].isQuoted, let value = Int(arguments[2].text), range.contains(value) else {
                    throw ScriptSyntaxError(
                        "bad frame rate \"\(ScriptText.excerpt(arguments[2].text))\": expected a whole number from \(range.lowerBound) to \(range.upperBound)"
                    )
                }
                framesPerSecond = value
            }
            return .gif(
                try fileName(arguments[0], suffix: ".gif"), operation: operation, framesPerSecond: framesPerSecond)
        case "trace":
            try expectCount(1, "trace FILE.csv | trace end")
            if arguments[0].text == "end", !arguments[0].isQuoted { return .traceEnd }
            return .trace(try fileName(arguments[0], suffix: ".csv"))
        case "expect":
            return .expect(try expectation(arguments, application: application))
        case "resize":
            try expectCount(2, "resize W H")
            let width = try number(arguments[0])
            let height = try number(arguments[1])
            guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
                throw ScriptSyntaxError("resize takes a size from 1 to 16384 points")
            }
            return .resize(width: width, height: height)
        case "style":
            try expectCount(1, "style NAME")
            do {
                return .style(try TransitionStyle.named(arguments[0].text))
            } catch {
                throw ScriptSyntaxError(error.description)
            }
        case "tune":
            try expectCount(2, "tune STYLE.KEY VALUE (like tune system.duration 1.2)")
            let (style, key, value) = try tune(path: arguments[0].text, value: arguments[1].text)
            return .tune(style, key, value)
        case "swipe", "touch", "pinch":
            return try touchCommand(name, arguments)
        default:
            let command = AppScriptCommand(name: name, arguments: arguments.map(\.text))
            guard try application?.parseScriptCommand(command) == true else {
                throw ScriptSyntaxError("unknown command \"\(ScriptText.excerpt(name))\"")
            }
            return .app(command)
        }
    }

    private static func expectation(_ arguments: [ScriptToken], application: SegueApplicationDelegate?) throws
        -> ScriptExpectation
    {
        let usage =
            "usage: expect top TITLE | expect depth N | expect modal TITLE | expect modal none"
            + " | expect detent medium|large|none | expect idle | expect invariants"
        guard let what = arguments.first?.text else { throw ScriptSyntaxError(usage) }
        let builtIn: Set = ["top", "depth", "modal", "detent", "idle", "invariants"]
        if !builtIn.contains(what) {
            let own = AppExpectation(kind: what, arguments: arguments.dropFirst().map(\.text))
            if try application?.parseExpectation(own) == true { return .app(own) }
        }
        switch (what, arguments.count) {
        case ("top", 2):
            return .top(arguments[1].text)
        case ("depth", 2):
            guard !arguments[1].isQuoted, let depth = Int(arguments[1].text), depth >= 0 else {
                throw ScriptSyntaxError(
                    "expect depth needs a whole number, not \"\(ScriptText.excerpt(arguments[1].text))\"")
            }
            return .depth(depth)
        case ("modal", 2):
            return .modal(arguments[1].text == "none" && !arguments[1].isQuoted ? nil : arguments[1].text)
        case ("detent", 2):
            if arguments[1].text == "none" { return .detent(nil) }
            guard let detent = SheetDetent.Identifier(rawValue: arguments[1].text) else {
                throw ScriptSyntaxError(
                    "expect detent takes medium, large or none, not \"\(ScriptText.excerpt(arguments[1].text))\"")
            }
            return .detent(detent)
        case ("idle", 1):
            return .idle
        case ("invariants", 1):
            return .invariants
        default:
            throw ScriptSyntaxError(usage)
        }
    }

    /// Parses the two words of `tune`: checks the style, the key, the value's kind and range.
    static func tune(path: String, value text: String) throws -> (TransitionStyle, MotionKey, MotionValue) {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ScriptSyntaxError(
                "tune: expected STYLE.KEY, like system.duration, not \"\(ScriptText.excerpt(path))\"")
        }
        guard let style = TransitionStyle(named: parts[0]) else {
            let names = TransitionStyle.allCases.map(\.name).joined(separator: ", ")
            throw ScriptSyntaxError("tune: unknown style \"\(ScriptText.excerpt(parts[0]))\"; valid styles: \(names)")
        }
        guard let key = style.motionKeys.first(where: { $0.name == parts[1] }) else {
            let keys = style.motionKeys.map(\.name).joined(separator: ", ")
            throw ScriptSyntaxError(
                "tune: unknown key \"\(ScriptText.excerpt(parts[1]))\" for \(style.name); its keys: \(keys)")
        }
        do {
            let value = try MotionTuningFile.scriptValue(text, for: key, path: "\(style.name).\(key.name)")
            var motion = StyleMotion(standardFor: style)
            try motion.set(key, to: value)
            return (style, key, value)
        } catch {
            throw ScriptSyntaxError("tune: \(error)")
        }
    }

    private static func operation(_ token: ScriptToken) throws -> TransitionOperation {
        guard let operation = TransitionOperation(rawValue: token.text) else {
            throw ScriptSyntaxError(
                "unknown operation \"\(ScriptText.excerpt(token.text))\"; expected push, pop, present or dismiss")
        }
        return operation
    }

    /// A decimal number (digits, an optional point and exponent, an optional sign): never hex,
    /// `inf` or `nan`, and finite (`1e309` is out of range).
    static func number(_ token: ScriptToken) throws -> Double {
        let text = token.text
        guard !token.isQuoted, isDecimal(text), let value = Double(text) else {
            throw ScriptSyntaxError("expected a number, not \"\(ScriptText.excerpt(text))\"")
        }
        guard value.isFinite else {
            throw ScriptSyntaxError(
                "the number \(ScriptText.excerpt(text)) is out of range (at most about 1.8e308 either way)")
        }
        return value
    }

    /// True for `[+-]digits[.digits][e[+-]digits]` (at least one digit before the exponent).
    static func isDecimal(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let b = bytes.first, b >= 0x30, b <= 0x39 {
                bytes.removeFirst()
                count += 1
            }
            return count
        }
        if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes.removeFirst() }
        var mantissa = digits()
        if bytes.first == 0x2E {
            bytes.removeFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == 0x65 || e == 0x45 {
            bytes.removeFirst()
            if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    static func point(_ x: ScriptToken, _ y: ScriptToken) throws -> Point {
        Point(x: try number(x), y: try number(y))
    }

    static func milliseconds(_ token: ScriptToken) throws -> Double {
        let value = try number(token)
        guard value >= 0 else {
            throw ScriptSyntaxError("a duration cannot be negative: \(ScriptText.excerpt(token.text))")
        }
        guard value <= 3_600_000 else {
            throw ScriptSyntaxError("a duration must be at most an hour: \(ScriptText.excerpt(token.text))")
        }
        return value
    }

    private static func fileName(_ token: ScriptToken, suffix: String) throws -> String {
        guard token.text.count > suffix.count, token.text.lowercased().hasSuffix(suffix) else {
            throw ScriptSyntaxError(
                "expected a file name ending in \(suffix), not \"\(ScriptText.excerpt(token.text))\"")
        }
        guard OutputFolder.isInside(token.text) else {
            throw ScriptSyntaxError(
                "\(token.text) is outside --out: a file name is relative to it, without .. (like shots/a\(suffix))")
        }
        return token.text
    }
}
