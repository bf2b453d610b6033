import SegueCore
import SegueUI

/// Once idle, no snapshot (`SnapshotView`) is left in any tree: the window's, the navigation
/// controller's or any stacked or presented controller's view. Snapshots fly only while a
/// transition runs (shared elements' stand-ins carry them) and go with it, finished, cancelled,
/// grabbed or reduced.
public enum SnapshotInvariant {
    /// The first problem found, or nil.
    public static func violation(in scene: AppScene) -> String? {
        var roots: [View] = [scene.window]
        if let navigation = scene.navigationController, navigation.isViewLoaded {
            roots.append(navigation.view)
            roots += navigation.viewControllers.filter(\.isViewLoaded).map(\.view)
        }
        roots += scene.window.presentations.map(\.containerView)
        for root in roots {
            if let snapshot = firstSnapshot(in: root) {
                let name = snapshot.sourceID ?? snapshot.sourceTitle ?? "untitled"
                return "a snapshot of \(name) is left in the tree once idle (\(SnapshotView.liveSnapshots) alive)"
            }
        }
        return nil
    }

    private static func firstSnapshot(in view: View) -> SnapshotView? {
        if let snapshot = view as? SnapshotView { return snapshot }
        for subview in view.subviews {
            if let found = firstSnapshot(in: subview) { return found }
        }
        return nil
    }
}
