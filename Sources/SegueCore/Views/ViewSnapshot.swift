import Foundation

/// A view tree's presentation at one moment: what state dumps, tests and the inspector compare.
public struct ViewSnapshot: Equatable, Sendable {
    /// The view's type name ("View", "Label", "Button"...).
    public var type: String
    /// Its accessibility title, or a label's text.
    public var title: String?
    /// Its shared-element identity (`View.transitionID`; for a snapshot, its original's), if any.
    public var id: String?
    /// The axis-aligned bounds of the presentation in root (window) points.
    public var frame: Rect
    /// The presentation's own alpha.
    public var alpha: Double
    /// The presentation's corner radius.
    public var cornerRadius: Double
    /// True when hidden.
    public var hidden: Bool
    /// The presentation's mask, if any.
    public var mask: Shape?
    /// The presentation transform.
    public var transform: Transform3D
    /// The children' snapshots, back to front.
    public var children: [ViewSnapshot]

    /// Takes a snapshot of a view and its subtree.
    public init(_ view: View) {
        type = view.segueTypeName
        title = (view as? Label)?.text ?? view.accessibilityTitle
        id = (view as? SnapshotView)?.sourceID ?? view.transitionID
        frame = view.presentationFrameInRoot
        alpha = view.presentation.alpha
        cornerRadius = view.presentation.cornerRadius
        hidden = view.isHidden
        mask = view.presentation.maskShape
        transform = view.presentation.transform
        children = view.children.map(ViewSnapshot.init)
    }

    /// The number of views in the snapshot.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}
