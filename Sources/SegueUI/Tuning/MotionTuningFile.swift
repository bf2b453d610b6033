import Foundation
import SegueCore

/// The tuning file: a JSON object whose keys are style names, each an object of that style's
/// parameters, any subset (`{"system": {"duration": 1.2}, "sheet": {"damping": 0.7}}`). Curves are
/// a name (`"easeInEaseOut"`) or four numbers (`[0.42, 0, 0.58, 1]`). Everything is checked: a
/// text that is not JSON, an unknown style or key, a wrong type or a value out of range is a
/// `MotionTuningError` naming the file and the key (or the line and column).
public enum MotionTuningFile {
    /// The largest tuning file read, in bytes.
    public static let maximumSize = 1 << 20

    /// Reads and checks a tuning file, starting from `base` (the standard tuning by default).
    public static func load(path: String, over base: MotionTuning = .standard) throws(MotionTuningError)
        -> MotionTuning
    {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw MotionTuningError(key: "file", "no such file", file: path)
        }
        guard !isFolder.boolValue else { throw MotionTuningError(key: "file", "is a folder, not a file", file: path) }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw MotionTuningError(key: "file", "cannot be read", file: path)
        }
        guard data.count <= maximumSize else {
            throw MotionTuningError(key: "file", "larger than \(maximumSize) bytes", file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MotionTuningError(key: "file", "not UTF-8 text", file: path)
        }
        return try parse(text, file: path, over: base)
    }

    /// Checks a tuning file's text; `file` names it in messages.
    public static func parse(_ text: String, file: String? = nil, over base: MotionTuning = .standard)
        throws(MotionTuningError) -> MotionTuning
    {
        let json: JSONValue
        do {
            json = try JSON.parse(text)
        } catch {
            throw MotionTuningError(key: "\(error.line):\(error.column)", "not JSON: \(error.message)", file: file)
        }
        guard case .object(let members) = json else {
            throw MotionTuningError(
                key: "top level",
                "expected an object of styles, like {\"system\": {\"duration\": 1.2}}, got \(json.kindName)",
                file: file)
        }
        var tuning = base
        for (name, body) in members {
            guard let style = TransitionStyle(named: name) else {
                let names = TransitionStyle.allCases.map(\.name).joined(separator: ", ")
                throw MotionTuningError(key: shown(name), "unknown style; valid styles: \(names)", file: file)
            }
            guard case .object(let parameters) = body else {
                throw MotionTuningError(
                    key: style.name, "expected an object of parameters, got \(body.kindName)", file: file)
            }
            for (keyName, raw) in parameters {
                let path = "\(style.name).\(shown(keyName))"
                guard let key = style.motionKeys.first(where: { $0.name == keyName }) else {
                    let keys = style.motionKeys.map(\.name).joined(separator: ", ")
                    throw MotionTuningError(key: path, "unknown key for \(style.name); its keys: \(keys)", file: file)
                }
                do {
                    try tuning.set(style, key, to: try value(raw, for: key, path: path))
                } catch {
                    var located = error
                    located.file = file
                    throw located
                }
            }
        }
        return tuning
    }

    /// The tuning file for some styles: every parameter of each, one style a block.
    public static func encode(_ tuning: MotionTuning, styles: [TransitionStyle]) -> String {
        let file = JSONValue.object(
            styles.map { style in
                let motion = tuning[style]
                return (style.name, .object(motion.keys.map { ($0.name, json(motion[$0])) }))
            })
        return JSON.indentedText(file) + "\n"
    }

    /// A value as the file holds it: a number, a curve's name or its four numbers.
    private static func json(_ value: MotionValue?) -> JSONValue {
        switch value {
        case .number(let number): return .number(number)
        case .curve(let curve):
            if let name = MotionValue.curveName(curve) { return .string(name) }
            let (p1, p2) = (curve.controlPoint1, curve.controlPoint2)
            return .array([p1.x, p1.y, p2.x, p2.y].map { .number($0) })
        case nil: return .null
        }
    }

    /// A value as a script writes it (`tune sheet.damping 0.7`, `tune system.curve easeIn`,
    /// `tune system.curve 0.2,0,0.2,1`), checked against the key's kind (not its range).
    public static func scriptValue(_ text: String, for key: MotionKey, path: String) throws(MotionTuningError)
        -> MotionValue
    {
        switch key.kind {
        case .number:
            guard let number = Double(text), number.isFinite,
                text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D })
            else {
                throw MotionTuningError(key: path, "expected a number, got \"\(text.prefix(40))\"")
            }
            return .number(number)
        case .curve:
            if let curve = MotionValue.curve(named: text) { return .curve(curve) }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
            guard parts.count == 4, text.split(separator: ",", omittingEmptySubsequences: false).count == 4,
                parts.allSatisfy(\.isFinite)
            else {
                throw MotionTuningError(
                    key: path, "expected a curve name (\(StyleMotion.curveNames)) or x1,y1,x2,y2")
            }
            return .curve(TimingCurve(parts[0], parts[1], parts[2], parts[3]))
        }
    }

    private static func value(_ json: JSONValue, for key: MotionKey, path: String) throws(MotionTuningError)
        -> MotionValue
    {
        switch (key.kind, json) {
        case (.number, .number(let number)): return .number(number)
        case (.number, _): throw MotionTuningError(key: path, "expected a number, got \(json.kindName)")
        case (.curve, .string(let name)):
            guard let curve = MotionValue.curve(named: name) else {
                throw MotionTuningError(
                    key: path, "unknown curve \(quoted(name)); named curves: \(StyleMotion.curveNames)")
            }
            return .curve(curve)
        case (.curve, .array(let items)):
            let numbers = items.compactMap { item -> Double? in
                if case .number(let n) = item { return n }
                return nil
            }
            guard items.count == 4, numbers.count == 4 else {
                throw MotionTuningError(key: path, "expected four numbers [x1, y1, x2, y2]")
            }
            return .curve(TimingCurve(numbers[0], numbers[1], numbers[2], numbers[3]))
        case (.curve, _):
            throw MotionTuningError(
                key: path, "expected a curve name or four numbers [x1, y1, x2, y2], got \(json.kindName)")
        }
    }

    /// A name from a file, cut short and with control characters shown as `?`, for messages.
    static func shown(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "..." : text
        let printable = cut.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined()
        return printable.isEmpty ? "\"\"" : printable
    }

    /// A name from a file, quoted and cut short for messages.
    static func quoted(_ text: String) -> String { "\"\(shown(text))\"" }
}
