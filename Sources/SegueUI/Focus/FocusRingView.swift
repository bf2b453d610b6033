import Foundation
import SegueCore

/// The visible mark of keyboard focus: a thin outline just outside a button, drawn as four
/// strips above it so the button shows through. It takes no input.
@preconcurrency @MainActor public final class FocusRingView: View {
    /// The outline's thickness in points.
    public static let thickness = 2.0
    /// The gap between the button's edge and the outline.
    public static let gap = 2.0

    private let edges = [View(), View(), View(), View()]

    /// The outline's colour.
    public var color: Color {
        didSet {
            guard color != oldValue else { return }
            for edge in edges { edge.backgroundColor = color }
        }
    }

    /// Creates a ring in `color`.
    public init(color: Color) {
        self.color = color
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityTitle = "FocusRing"
        for edge in edges {
            edge.backgroundColor = color
            edge.isUserInteractionEnabled = false
            addSubview(edge)
        }
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    public override var segueTypeName: String { "FocusRingView" }

    /// Places the ring around `rect` (in the ring's superview's coordinates).
    public func surround(_ rect: Rect) {
        let outset = Self.gap + Self.thickness
        let target = rect.insetBy(dx: -outset, dy: -outset)
        if frame != target { frame = target }
        let t = Self.thickness
        let w = target.width
        let h = target.height
        edges[0].frame = Rect(x: 0, y: 0, width: w, height: t)
        edges[1].frame = Rect(x: 0, y: h - t, width: w, height: t)
        edges[2].frame = Rect(x: 0, y: t, width: t, height: max(h - 2 * t, 0))
        edges[3].frame = Rect(x: w - t, y: t, width: t, height: max(h - 2 * t, 0))
    }
}
