import Foundation

extension View {
    /// Resizes the subviews by their `autoresizingMask` after this view's bounds size changed
    /// from `oldSize` (when `autoresizesSubviews` is set), as UIKit does when a superview's
    /// bounds change: at once, inside the setter (so inside an animation block the subviews'
    /// frames animate with it), before the next layout pass.
    ///
    /// Along each axis a subview has three portions: the margin before it (its frame's origin
    /// from the superview's bounds origin), its length, and the margin after it (what is left of
    /// the old size). The change of the superview's size is shared among the portions the mask
    /// makes flexible, each in proportion to its current length, as Apple's documentation of
    /// `autoresizingMask` states: "When more than one option along the same axis is set, the
    /// default behavior is to distribute the size difference proportionally among the flexible
    /// portions. The larger the flexible portion, relative to the other flexible portions, the
    /// more it is likely to grow." (developer.apple.com/documentation/uikit/uiview/autoresizingmask).
    /// So a single flexible portion takes the whole change; all three scale with the superview.
    /// Where the flexible portions add up to zero (a view of zero width with only its width
    /// flexible is the one portion; two margins of zero), they share the change equally
    /// (Segue's choice; Apple documents no such case). A length never goes below zero.
    func autoresizeSubviews(fromOldSize oldSize: Size) {
        guard autoresizesSubviews else { return }
        let newSize = model.bounds.size
        let origin = model.bounds.origin
        for subview in children where !subview.isLayerNode && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = View.autoresize(
                start: frame.minX - origin.x, length: frame.width, oldExtent: oldSize.width,
                newExtent: newSize.width, flexibleStart: mask.contains(.flexibleLeftMargin),
                flexibleLength: mask.contains(.flexibleWidth), flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, height) = View.autoresize(
                start: frame.minY - origin.y, length: frame.height, oldExtent: oldSize.height,
                newExtent: newSize.height, flexibleStart: mask.contains(.flexibleTopMargin),
                flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
            let resized = Rect(x: x + origin.x, y: y + origin.y, width: width, height: height)
            if resized != frame { subview.frame = resized }
        }
    }

    /// One axis of `autoresizeSubviews`: the new start (margin before) and length of a portion
    /// `start ..< start + length` of an extent that changes from `oldExtent` to `newExtent`.
    static func autoresize(
        start: Double, length: Double, oldExtent: Double, newExtent: Double, flexibleStart: Bool,
        flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: Double, length: Double) {
        let delta = newExtent - oldExtent
        let end = oldExtent - start - length
        let count = (flexibleStart ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleEnd ? 1 : 0)
        guard count > 0, delta != 0 else { return (start, length) }
        let total = (flexibleStart ? start : 0) + (flexibleLength ? length : 0) + (flexibleEnd ? end : 0)
        func share(_ portion: Double) -> Double {
            abs(total) > 1e-12 ? delta * portion / total : delta / Double(count)
        }
        let newStart = flexibleStart ? start + share(start) : start
        let newLength = flexibleLength ? max(length + share(length), 0) : length
        return (newStart, newLength)
    }
}
