import SegueCore

extension SceneWindow {
    /// Checks that the view tree mirrors the controller stacks once no transition is in flight:
    /// window → root view (unless a full-screen presentation covers it) → navigation view (bar and
    /// container holding only the top screen's view) → each presentation's container holding its
    /// dimming view (custom style only) and the presented view; and that no controller view keeps
    /// an animator's mask, transform (other than its controller's `restingTransform`), alpha,
    /// animation or scrubbed time, where Segue clears them: a controller whose last transition
    /// kept what a UIKit-spelled animator left (`keepsTransitionResidue`) is exempt, as UIKit
    /// keeps it. Returns the violations (empty when it holds).
    @_spi(Testing) public func mirrorInvariantViolations() -> [String] {
        var problems: [String] = []
        if let active = activeTransition {
            problems.append("a \(active.context.operation.rawValue) transition is in flight")
            return problems
        }
        // A sheet above its undimmed detents keeps the view behind it pushed back; otherwise a
        // view may keep only its controller's resting transform.
        let pushedBack = presentations.compactMap { $0.presentationController?.presentingViewRestingTransform }
        func resting(_ view: View, _ controller: ViewController) -> RestingTransform {
            if let entry = pushedBack.first(where: { $0.view === view }) { return RestingTransform(entry.transform) }
            return controller.restingTransform
        }
        var expected: [View] = []
        if let root = rootViewController, presentations.first?.style != .fullScreen {
            expected.append(root.view)
        }
        for (i, presentation) in presentations.enumerated() {
            let covered = i + 1 < presentations.count && presentations[i + 1].style == .fullScreen
            if !covered { expected.append(presentation.containerView) }
        }
        if subviews.count != expected.count || zip(subviews, expected).contains(where: { $0 !== $1 }) {
            problems.append(
                "window holds \(subviews.map(Self.describe)) but the stacks call for \(expected.map(Self.describe))")
        }
        if let nav = rootViewController as? NavigationController, nav.isViewLoaded {
            problems += Self.navigationViolations(nav)
        }
        for presentation in presentations {
            let container = presentation.containerView
            var inside: [View] = []
            if presentation.style == .custom, let dimming = presentation.presentationController?.dimmingView {
                inside.append(dimming)
            }
            inside.append(presentation.presented.view)
            // The presentation controller's own views (added in presentationTransitionWillBegin)
            // may sit anywhere among them.
            let chrome = presentation.presentationController?.chromeViews ?? []
            let held = container.subviews.filter { view in !chrome.contains { $0 === view } }
            if held.count != inside.count || zip(held, inside).contains(where: { $0 !== $1 }) {
                problems.append(
                    "presentation of \(presentation.presented.title ?? "?") holds \(container.subviews.map(Self.describe))"
                )
            }
            if presentation.style != .custom, presentation.presentationController?.dimmingView != nil {
                problems.append("a dimming view outside the custom style")
            }
            if let nav = presentation.presented as? NavigationController { problems += Self.navigationViolations(nav) }
            if !presentation.presented.keepsTransitionResidue {
                problems += Self.residue(
                    presentation.presented.view, resting: resting(presentation.presented.view, presentation.presented))
            }
            problems += Self.residue(container)
        }
        if let root = rootViewController, !root.keepsTransitionResidue {
            problems += Self.residue(root.view, resting: resting(root.view, root))
        }
        return problems
    }

    private static func navigationViolations(_ nav: NavigationController) -> [String] {
        var problems: [String] = []
        let view: View = nav.view
        if view.subviews.count != 2 || view.subviews[0] !== nav.containerView || view.subviews[1] !== nav.navigationBar
        {
            problems.append("navigation view holds \(view.subviews.map(describe))")
        }
        if let top = nav.topViewController {
            if nav.containerView.subviews.count != 1 || nav.containerView.subviews[0] !== top.view {
                problems.append(
                    "navigation container holds \(nav.containerView.subviews.map(describe)), not only \(top.title ?? "?")"
                )
            }
            if !top.keepsTransitionResidue { problems += residue(top.view, resting: top.restingTransform) }
        }
        problems += residue(nav.containerView)
        if nav.navigationBar.subviews.count != 1 {
            problems.append("navigation bar holds \(nav.navigationBar.subviews.count) items")
        }
        return problems
    }

    private static func residue(_ view: View, resting: RestingTransform = .identity) -> [String] {
        var problems: [String] = []
        let name = describe(view)
        if view.model.transform != resting.transform || view.presentation.transform != resting.transform {
            problems.append("\(name) keeps a transform other than its resting one")
        }
        if view.model.maskShape != nil || view.presentation.maskShape != nil { problems.append("\(name) keeps a mask") }
        if view.model.alpha != 1 || view.presentation.alpha != 1 {
            problems.append("\(name) keeps alpha \(view.alpha)")
        }
        if !view.animations.isEmpty { problems.append("\(name) keeps \(view.animations.count) animations") }
        if !view.timing.isIdentity { problems.append("\(name) keeps scrubbed time") }
        if view.model.anchorPoint != resting.anchorPoint { problems.append("\(name) keeps an anchor point") }
        return problems
    }

    static func describe(_ view: View) -> String {
        view.accessibilityTitle ?? view.segueTypeName
    }
}
