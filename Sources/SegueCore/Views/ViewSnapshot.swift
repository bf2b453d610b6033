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

/// Small helpers for writing numbers and strings as JSON does (script lines, messages); the state
/// JSON itself is written by Foundation's `JSONEncoder`.
public enum JSON {
    /// A quoted, escaped JSON string.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number with at most three decimals (integers without a fraction).
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
