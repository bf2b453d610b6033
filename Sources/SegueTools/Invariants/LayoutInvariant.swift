import SegueCore
import SegueUI

/// The layout every visible screen must have once nothing is in flight, whatever resizes came
/// before: the root view fills the window; a navigation view has its bar across the top and its
/// container below holding the top screen at the container's bounds; each presentation's
/// container fills the window, with its dimming view at the container's bounds and the presented
/// view at the frame its presentation controller gives (the container's bounds without one).
/// Frames are compared before the transform a screen may rest with (`restingTransform`); a
/// screen an animator written as for UIKit left as it was (`keepsTransitionResidue`) is not
/// compared: its frame is what the animator left.
enum LayoutInvariant {
    /// How far a frame may be from the expected one, in points.
    static let tolerance = 1e-6

    /// The layout problems of the scene's visible screens, as one message, or nil when it holds.
    static func violation(in scene: AppScene) -> String? {
        let problems = violations(in: scene.window)
        return problems.isEmpty ? nil : "the layout does not fit the window: \(problems)"
    }

    /// The layout problems of `window`'s visible screens (empty when it holds).
    static func violations(in window: SceneWindow) -> [String] {
        var problems: [String] = []
        let bounds = window.bounds
        if let root = window.rootViewController, root.isViewLoaded, root.view.superview === window {
            if !root.keepsTransitionResidue { expect(root.view, bounds, "the root view", &problems) }
            if let nav = root as? NavigationController { navigationProblems(nav, &problems) }
        }
        for presentation in window.presentations where presentation.containerView.superview === window {
            let container = presentation.containerView
            let name = presentation.presented.title ?? "?"
            expect(container, bounds, "the container of \(name)", &problems)
            let controller = presentation.presentationController
            if let dimming = controller?.segueDimmingView {
                expect(dimming, container.bounds, "the dimming behind \(name)", &problems)
            }
            let frame = controller?.frameOfPresentedViewInContainerView ?? container.bounds
            if !presentation.presented.keepsTransitionResidue {
                expect(presentation.presented.view, frame, name, &problems)
            }
            if let nav = presentation.presented as? NavigationController { navigationProblems(nav, &problems) }
        }
        return problems
    }

    private static func navigationProblems(_ nav: NavigationController, _ problems: inout [String]) {
        let b = nav.view.bounds
        let barHeight = NavigationBar.height
        expect(nav.navigationBar, Rect(x: 0, y: 0, width: b.width, height: barHeight), "the navigation bar", &problems)
        let content = Rect(x: 0, y: barHeight, width: b.width, height: max(b.height - barHeight, 0))
        expect(nav.containerView, content, "the navigation container", &problems)
        if let top = nav.topViewController, top.isViewLoaded, !top.keepsTransitionResidue {
            expect(top.view, nav.containerView.bounds, top.title ?? "the top screen", &problems)
        }
    }

    private static func expect(_ view: View, _ frame: Rect, _ name: String, _ problems: inout [String]) {
        // Measured without the view's transform: the frame before the transform a screen may rest
        // with (the affine fold's squash, or the screen a sheet above its undimmed detents pushes
        // back): its bounds placed at its position about its anchor point.
        let size = view.bounds.size
        let anchor = view.anchorPoint
        let actual = Rect(
            x: view.position.x - anchor.x * size.width, y: view.position.y - anchor.y * size.height,
            width: size.width, height: size.height)
        let close =
            abs(actual.minX - frame.minX) <= tolerance && abs(actual.minY - frame.minY) <= tolerance
            && abs(actual.width - frame.width) <= tolerance && abs(actual.height - frame.height) <= tolerance
        if !close { problems.append("\(name) is at \(describe(actual)), not \(describe(frame))") }
    }

    private static func describe(_ r: Rect) -> String {
        "(\(JSON.number(r.minX)), \(JSON.number(r.minY)), \(JSON.number(r.width))x\(JSON.number(r.height)))"
    }
}
