import SegueCore
import SegueUI

extension FuzzAction {
    /// The actions a script plays, for the shrinker (`APP fuzz --shrink FILE`): the inverse of
    /// `scriptLine`. `settle` and `expect` lines are left out (the fuzzer settles and checks at
    /// the end of every replay); any other line that is no fuzzer action (a click on a title, a
    /// shot, a `down`...) is refused with its line number.
    public static func actions(from script: Script) throws -> [FuzzAction] {
        var actions: [FuzzAction] = []
        for line in script.lines {
            func refuse(_ why: String) -> ScriptError {
                ScriptError(fileName: script.fileName, line: line.number, message: why, kind: .malformed)
            }
            switch line.command {
            case .clickPoint(let p):
                actions.append(.click(p))
            case .drag(let a, let b, let ms):
                guard let whole = Int(exactly: ms) else {
                    throw refuse("the fuzzer drags for whole milliseconds, not \(JSON.number(ms))")
                }
                actions.append(.drag(from: a, to: b, milliseconds: whole))
            case .key(let command):
                actions.append(.key(command))
            case .press(let press):
                actions.append(.appKey(press))
            case .wait(let ms):
                guard let whole = Int(exactly: ms) else {
                    throw refuse("the fuzzer waits whole milliseconds, not \(JSON.number(ms))")
                }
                actions.append(.wait(milliseconds: whole))
            case .resize(let w, let h):
                guard let width = Int(exactly: w), let height = Int(exactly: h) else {
                    throw refuse("the fuzzer resizes to whole points, not \(JSON.number(w))x\(JSON.number(h))")
                }
                actions.append(.resize(width: width, height: height))
            case .style(let style):
                actions.append(.style(style))
            case .app(let command):
                guard command.name == "request", command.arguments.count == 1,
                    let operation = TransitionOperation(rawValue: command.arguments[0])
                else {
                    throw refuse("\(ScriptText.excerpt(command.name)) is not a fuzzer action")
                }
                actions.append(.request(operation))
            case .settle, .expect:
                continue
            default:
                throw refuse(
                    "only the fuzzer's actions can be shrunk (click X Y, drag, key, wait, resize, style, "
                        + "request, settle, expect)")
            }
        }
        return actions
    }
}
