import SegueCore
import SegueUI

/// The views and controllers alive outside a scene, against which the leak check counts.
public struct InstanceBaseline: Sendable, Equatable {
    /// Views alive that the scene does not hold.
    public var views: Int
    /// Controllers alive that the scene does not hold.
    public var controllers: Int

    /// A baseline of counts.
    public init(views: Int, controllers: Int) {
        self.views = views
        self.controllers = controllers
    }

    /// Everything alive now that `scene` does not hold (the scene is taken to leak nothing yet).
    public static func outside(_ scene: AppScene) -> InstanceBaseline {
        let held = LeakInvariant.held(by: scene)
        return InstanceBaseline(
            views: View.liveCount - held.views, controllers: ViewController.liveCount - held.controllers)
    }
}

/// At rest, no view or controller outside the tree stays alive: the live instance counts, less
/// the baseline, equal what the scene holds (its window's tree, the root controller and its
/// navigation stack, each presentation with its container and dimming view).
@preconcurrency @MainActor public final class LeakInvariant: SceneInvariant {
    public var schedule: InvariantSchedule { .atRest }
    private let baseline: InstanceBaseline
    private let viewsOutsideScene: () -> Int
    private let viewsOutsideSceneAtStart: Int
    private let controllersOutsideScene: () -> Int
    private let controllersOutsideSceneAtStart: Int

    /// Counts against `baseline`; `viewsOutsideScene` and `controllersOutsideScene` give the views
    /// and controllers something beside the scene holds and may make or drop (the window's
    /// overlays, the screen the motion lab keeps to replay a pop), counted as held.
    public init(
        baseline: InstanceBaseline, viewsOutsideScene: @escaping () -> Int = { 0 },
        controllersOutsideScene: @escaping () -> Int = { 0 }
    ) {
        self.baseline = baseline
        self.viewsOutsideScene = viewsOutsideScene
        viewsOutsideSceneAtStart = viewsOutsideScene()
        self.controllersOutsideScene = controllersOutsideScene
        controllersOutsideSceneAtStart = controllersOutsideScene()
    }

    public func violation(in scene: AppScene) -> String? {
        let held = Self.held(by: scene)
        let liveViews = View.liveCount - baseline.views - (viewsOutsideScene() - viewsOutsideSceneAtStart)
        if liveViews != held.views {
            return "\(liveViews) views alive but the scene holds \(held.views): a view leaked"
        }
        let liveControllers =
            ViewController.liveCount - baseline.controllers
            - (controllersOutsideScene() - controllersOutsideSceneAtStart)
        if liveControllers != held.controllers {
            return "\(liveControllers) controllers alive but the scene holds \(held.controllers): a controller leaked"
        }
        return nil
    }

    /// The views and controllers the scene legitimately holds.
    static func held(by scene: AppScene) -> (views: Int, controllers: Int) {
        var views = Set<ObjectIdentifier>()
        func collect(_ view: View) {
            guard views.insert(ObjectIdentifier(view)).inserted else { return }
            for subview in view.subviews { collect(subview) }
        }
        collect(scene.window)
        for view in scene.content?.viewsKeptOutsideTree ?? [] { collect(view) }
        let root = scene.rootViewController
        if root.isViewLoaded { collect(root.view) }
        var controllers = 1
        if let navigation = root as? NavigationController {
            for controller in navigation.viewControllers {
                controllers += 1
                if controller.isViewLoaded { collect(controller.view) }
            }
        }
        for presentation in scene.window.presentations {
            controllers += 1
            collect(presentation.containerView)
            if let dimming = presentation.presentationController?.segueDimmingView { collect(dimming) }
        }
        return (views.count, controllers)
    }
}
