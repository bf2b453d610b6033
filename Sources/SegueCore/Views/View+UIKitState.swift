import Foundation

extension View {
    /// How a view resizes when its superview's bounds size changes, as UIKit's
    /// `UIView.AutoresizingMask`, with UIKit's raw values (`UIViewAutoresizing`).
    nonisolated public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt

        /// A mask of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin (the gap to the superview's left edge) takes part in the change (1 << 0).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes part in the change (1 << 1).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes part in the change (1 << 2).
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes part in the change (1 << 3).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes part in the change (1 << 4).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes part in the change (1 << 5).
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view places its content in its bounds, as UIKit's `UIView.ContentMode`, with its raw
    /// values.
    nonisolated public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds, aspect ratio not kept (the default).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, aspect ratio kept (letterboxed).
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, aspect ratio kept (may reach outside them).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change (`draw(_:)`; Segue draws as `.scaleToFill`).
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Centred horizontally at the top, unscaled.
        case top = 5
        /// Centred horizontally at the bottom, unscaled.
        case bottom = 6
        /// Centred vertically on the left, unscaled.
        case left = 7
        /// Centred vertically on the right, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
        case bottomRight = 12
    }

    /// The view itself or the first view below it, depth first in subview order, whose `tag` is
    /// `tag`, as UIView's `viewWithTag(_:)`; nil when none has it.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in children where !subview.isLayerNode {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The tint, as UIView's `tintColor`: the colour set on this view, else its superview's
    /// (inherited up the tree), else `systemBlue` (0, 122, 255) at the root. Setting nil goes
    /// back to inheriting. Views whose tint changes (this one and those below it that inherit)
    /// get `tintColorDidChange()`.
    public var tintColor: Color! {
        get {
            var current: View? = self
            while let view = current {
                if let tint = view.tintColorStorage { return tint }
                current = view.superview
            }
            return .systemBlue
        }
        set {
            let old = tintColor
            tintColorStorage = newValue
            if tintColor != old { notifyTintColorDidChange() }
        }
    }

    /// Calls `tintColorDidChange()` here and below, down to the views that set their own tint.
    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in children where !subview.isLayerNode && subview.tintColorStorage == nil {
            subview.notifyTintColorDidChange()
        }
    }

    /// The default spacing for laying out content in the view, as UIView's `layoutMargins`: 8
    /// points on each side until set, as Apple documents for views ("For other subviews in your
    /// view hierarchy, the default layout margins are normally 8 points on each side"; a
    /// controller's root view gets the same here, with no system minimum or safe area to add).
    /// Segue has no Auto Layout that reads them; setting them calls `layoutMarginsDidChange()`
    /// for a layout that does.
    public var layoutMargins: EdgeInsets {
        get { layoutMarginsStorage ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            let old = layoutMargins
            layoutMarginsStorage = newValue
            if newValue != old { layoutMarginsDidChange() }
        }
    }

    /// The insets of the safe area, as UIView's `safeAreaInsets`: zero. A desktop window has no
    /// notch, home indicator or status bar; bars (the navigation bar) are views of their own.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// UIKit's appearance proxy (`UIView.appearance()`), left out: Segue has no proxies that
    /// record setters for views made later. Set the properties on the views themselves, or in
    /// a subclass's initialiser.
    @available(
        *, unavailable,
        message: "Segue has no appearance proxies: set the property on each view (or in a subclass's init)"
    )
    public static func appearance() -> Self {
        fatalError("unavailable")
    }
}
