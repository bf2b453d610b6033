import SegueCore

extension ScriptRunner {
    /// Plays `swipe`, `touch down|move|up` and `pinch` through `touches`.
    func performTouch(_ command: ScriptCommand) throws {
        switch command {
        case .swipe(let travel, let milliseconds, let at):
            let bounds = scene.window.bounds
            try touches.swipe(
                by: travel, milliseconds: milliseconds, at: at ?? Point(x: bounds.midX, y: bounds.midY))
        case .touchDown(let finger, let point):
            guard !touches.isDown(finger) else {
                throw ScriptFailure("finger \(finger) is already down (use touch up \(finger) first)")
            }
            touches.down(finger, at: point)
        case .touchMove(let finger, let point, let milliseconds):
            guard touches.isDown(finger) else {
                throw ScriptFailure("touch move needs finger \(finger) down (use touch down \(finger) X Y first)")
            }
            try touches.move(finger, to: point, milliseconds: milliseconds)
        case .touchUp(let finger):
            guard touches.isDown(finger) else {
                throw ScriptFailure("touch up needs finger \(finger) down (use touch down \(finger) X Y first)")
            }
            try touches.up([finger])
        case .pinch(let center, let from, let to, let milliseconds):
            try touches.pinch(centre: center, from: from, to: to, milliseconds: milliseconds)
        default:
            break
        }
    }
}
