import SegueCore
import SegueUI

extension ScriptRunner {
    /// The centre of the front-most screen's button titled `title`, when a click there reaches
    /// it: inside the window and not covered (the hit test at the centre finds the button). Fails
    /// naming the button when there is none, or when every one is off screen or covered.
    func hittableCenter(ofButton title: String) throws -> Point {
        let shown = ScriptText.excerpt(title)
        let buttons = scene.frontButtons.filter { $0.currentTitle == title }
        guard !buttons.isEmpty else { throw ScriptFailure("no button \"\(shown)\" on the front-most screen") }
        var problem = ""
        for button in buttons {
            let frame = button.presentationFrameInRoot
            let center = Point(x: frame.midX, y: frame.midY)
            let place = "(\(JSON.number(center.x)), \(JSON.number(center.y)))"
            guard center.x.isFinite, center.y.isFinite, scene.window.bounds.contains(center) else {
                problem = "button \"\(shown)\" is off screen: its centre \(place) is outside the window"
                continue
            }
            guard let hit = scene.window.hitTest(center), hit === button || hit.isDescendant(of: button) else {
                let cover = scene.window.hitTest(center).map { $0.accessibilityTitle ?? $0.segueTypeName } ?? "nothing"
                problem = "button \"\(shown)\" is covered at its centre \(place) (a click there reaches \(cover))"
                continue
            }
            return center
        }
        throw ScriptFailure(problem)
    }
}
