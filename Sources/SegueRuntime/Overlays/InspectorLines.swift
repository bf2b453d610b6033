import SegueCore

/// The text of the inspector: the controller stacks, the transition in flight and the live view
/// tree with each view's presentation frame in window points, one line per view.
enum InspectorLines {
    /// The lines for `scene`, at most `limit` of them (the last one then says how many are left out).
    static func lines(for scene: AppScene, limit: Int = .max) -> [String] {
        var lines: [String] = []
        lines.append("Navigation: " + scene.navigationTitles.joined(separator: " › "))
        let modals = scene.modalTitles
        lines.append("Modals: " + (modals.isEmpty ? "none" : modals.joined(separator: " › ")))
        if let active = scene.window.activeTransition {
            let percent = Int((active.progress * 100).rounded())
            let kind = active.context.operation.rawValue
            var line = "Transition: \(kind)\(active.context.isInteractive ? " (interactive)" : "") \(percent)%"
            if scene.window.hasStuckTransition {
                line += ", never completed by \(String(describing: type(of: active.animator))) (E ends it)"
            }
            lines.append(line)
        } else {
            lines.append("Transition: none")
        }
        let engine = scene.window.engine
        lines.append("Media time \(DecimalText.oneDecimal(engine.time)) s, \(engine.animatingViewCount) animating")
        lines.append("View tree (presentation frames):")
        append(ViewSnapshot(scene.window), depth: 0, to: &lines)
        guard lines.count > limit else { return lines }
        let kept = max(limit - 1, 0)
        let dropped = lines.count - kept
        return Array(lines.prefix(kept)) + (limit > 0 ? ["… \(dropped) more"] : [])
    }

    /// One view's line: indentation, type, title, frame, and alpha or hidden when notable.
    static func line(for snapshot: ViewSnapshot, depth: Int) -> String {
        var text = String(repeating: "  ", count: depth) + snapshot.type
        if let title = snapshot.title, !title.isEmpty { text += " \"\(title)\"" }
        let f = snapshot.frame
        text += " (\(DecimalText.whole(f.minX)), \(DecimalText.whole(f.minY)), "
        text += "\(DecimalText.whole(f.width))×\(DecimalText.whole(f.height)))"
        if snapshot.hidden {
            text += " hidden"
        } else if snapshot.alpha < 0.995 {
            text += " α \(DecimalText.oneDecimal(snapshot.alpha))"
        }
        if snapshot.mask != nil { text += " masked" }
        return text
    }

    private static func append(_ snapshot: ViewSnapshot, depth: Int, to lines: inout [String]) {
        lines.append(line(for: snapshot, depth: depth))
        for child in snapshot.children {
            append(child, depth: depth + 1, to: &lines)
        }
    }
}
