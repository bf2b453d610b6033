import SegueCore
import SegueUI

/// The invariants of sheets with detents (`DetentSheetPresentationController`).
enum SheetInvariants {
    /// The sheet invariants that hold on every frame: no dimming view outlives its sheet (every
    /// dimming view in the window belongs to a presentation that is up), and a sheet lets clicks
    /// through only while it dims nothing.
    static func violationOnEveryFrame(in scene: AppScene) -> String? {
        let window = scene.window
        let dimmings = window.presentations.compactMap { $0.presentationController?.segueDimmingView }
        for container in window.subviews {
            for view in container.subviews where view.accessibilityTitle == "Dimming" {
                if !dimmings.contains(where: { $0 === view }) { return "a dimming view outlived its sheet" }
            }
        }
        for presentation in window.presentations {
            guard let sheet = presentation.presentationController as? DetentSheetPresentationController else {
                continue
            }
            if sheet.passesTouchesThrough, let dimming = sheet.segueDimmingView, dimming.presentation.alpha > 0 {
                return "a sheet lets clicks through while it dims (alpha \(dimming.presentation.alpha))"
            }
        }
        return nil
    }

    /// The sheet invariants that hold at rest: every sheet rests at one of its detents (never
    /// between) with the frame of that detent; a click above the front sheet's card reaches the
    /// screen behind exactly when that sheet rests at an undimmed detent; the screen behind a
    /// sheet is pushed back only while that sheet is above its undimmed detents.
    static func violationAtRest(in scene: AppScene) -> String? {
        let window = scene.window
        // Sheets under a full-screen presentation are out of the window (and out of its layout)
        // until it goes.
        for presentation in window.presentations where presentation.containerView.superview === window {
            guard let sheet = presentation.presentationController as? DetentSheetPresentationController else {
                continue
            }
            let title = presentation.presented.title ?? "?"
            guard let detent = sheet.restingDetent else {
                return "sheet \(title) rests between detents (top \(sheet.cardTop))"
            }
            // Compared untransformed (bounds placed at the position about the anchor point): a
            // sheet pushed back by another, or shrunk under a fold, keeps its frame under the transform.
            let expected = sheet.cardFrame(top: sheet.top(of: detent))
            let card: View = presentation.presented.view
            let size = card.bounds.size
            let origin = Point(
                x: card.position.x - card.anchorPoint.x * size.width,
                y: card.position.y - card.anchorPoint.y * size.height)
            if abs(origin.x - expected.minX) > 0.01 || abs(origin.y - expected.minY) > 0.01
                || abs(size.width - expected.width) > 0.01 || abs(size.height - expected.height) > 0.01
            {
                return "sheet \(title) has origin \(origin), size \(size) at \(detent.rawValue), not \(expected)"
            }
        }
        if let front = window.presentations.last,
            let sheet = front.presentationController as? DetentSheetPresentationController, sheet.cardTop > 2
        {
            let probe = Point(x: window.bounds.width / 2, y: sheet.cardTop / 2)
            let hit = window.hitTest(probe)
            let reachesBehind = hit.map { !$0.isDescendant(of: front.containerView) } ?? true
            let undimmed = sheet.dimmingFraction(top: sheet.cardTop) <= 0
            if reachesBehind != undimmed {
                return reachesBehind
                    ? "a click above the sheet reaches the screen behind at a dimmed detent"
                    : "a click above the sheet at an undimmed detent does not reach the screen behind"
            }
        }
        let sheetsAbove = window.presentations.contains {
            guard let sheet = $0.presentationController as? DetentSheetPresentationController else { return false }
            return sheet.dimmingFraction(top: sheet.top(of: sheet.selectedDetentIdentifier)) > 0
        }
        // Pushed back means other than the root's own resting transform (a fold's shrunk presenter).
        if let rootController = window.rootViewController, !sheetsAbove,
            rootController.view.presentation.cornerRadius != 0
                || rootController.view.presentation.transform != rootController.restingTransform.transform
        {
            return "the root screen stays pushed back with no sheet above medium"
        }
        return nil
    }
}
