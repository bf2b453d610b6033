import SegueCore

extension ScriptParser {
    /// The usage of the touch and trackpad commands, one line each.
    static let touchUsages = [
        "swipe DX DY MS [X Y]", "touch down ID X Y", "touch move ID X Y MS", "touch up ID", "pinch X Y FROM TO MS",
    ]

    /// The longest travel or finger distance a gesture takes, in points.
    static let largestGestureDistance = 100_000.0

    /// Parses `swipe`, `touch down|move|up` and `pinch`.
    static func touchCommand(_ name: String, _ arguments: [ScriptToken]) throws -> ScriptCommand {
        func expectCount(_ counts: Set<Int>, _ usage: String) throws {
            guard counts.contains(arguments.count) else { throw ScriptSyntaxError("usage: \(usage)") }
        }
        switch name {
        case "swipe":
            try expectCount([3, 5], "swipe DX DY MS [X Y]")
            let travel = try point(arguments[0], arguments[1])
            try checkDistance(abs(travel.x), "swipe DX")
            try checkDistance(abs(travel.y), "swipe DY")
            let at = arguments.count == 5 ? try point(arguments[3], arguments[4]) : nil
            return .swipe(travel: travel, milliseconds: try milliseconds(arguments[2]), at: at)
        case "pinch":
            try expectCount([5], "pinch X Y FROM TO MS (FROM and TO: the fingers' distance in points)")
            let from = try number(arguments[2])
            let to = try number(arguments[3])
            for (value, word) in [(from, "FROM"), (to, "TO")] {
                guard value >= 1 else {
                    throw ScriptSyntaxError("pinch \(word) is the fingers' distance: at least 1 point, not \(value)")
                }
                try checkDistance(value, "pinch \(word)")
            }
            return .pinch(
                center: try point(arguments[0], arguments[1]), from: from, to: to,
                milliseconds: try milliseconds(arguments[4]))
        default:
            let usage = "touch down ID X Y | touch move ID X Y MS | touch up ID (ID from 1 to 10)"
            guard let what = arguments.first, !what.isQuoted else { throw ScriptSyntaxError("usage: \(usage)") }
            switch (what.text, arguments.count) {
            case ("down", 4):
                return .touchDown(finger: try finger(arguments[1]), at: try point(arguments[2], arguments[3]))
            case ("move", 5):
                return .touchMove(
                    finger: try finger(arguments[1]), to: try point(arguments[2], arguments[3]),
                    milliseconds: try milliseconds(arguments[4]))
            case ("up", 2):
                return .touchUp(finger: try finger(arguments[1]))
            default:
                throw ScriptSyntaxError("usage: \(usage)")
            }
        }
    }

    private static func finger(_ token: ScriptToken) throws -> Int {
        guard !token.isQuoted, let value = Int(token.text), TouchPlayer.fingers.contains(value) else {
            throw ScriptSyntaxError(
                "a finger is a whole number from \(TouchPlayer.fingers.lowerBound) to "
                    + "\(TouchPlayer.fingers.upperBound), not \"\(ScriptText.excerpt(token.text))\"")
        }
        return value
    }

    private static func checkDistance(_ value: Double, _ what: String) throws {
        guard value <= largestGestureDistance else {
            throw ScriptSyntaxError("\(what) must be at most \(Int(largestGestureDistance)) points, not \(value)")
        }
    }
}
