import Foundation

extension View {
    /// A new view, in no tree, the size of this view's bounds, that shows this view's subtree
    /// (background, corner radius, masks, text, group opacity, children) as it looks now, as
    /// UIKit's `snapshotView(afterScreenUpdates:)`: `false` records the presentation (what is on
    /// screen, mid-animation included); `true` first lays the tree out and records the model
    /// (what the screen shows once pending changes land). The view's own position, transform,
    /// alpha and hidden flag belong to where it is shown, not to what it shows, and are not part
    /// of the snapshot. Later changes to this view do not change the snapshot. Nil for a view that
    /// cannot be drawn (zero or non-finite size).
    public func snapshotView(afterScreenUpdates: Bool) -> SnapshotView? {
        snapshotView(afterScreenUpdates: afterScreenUpdates, textMeasurer: nil)
    }

    /// `snapshotView(afterScreenUpdates:)` with the text measured by `textMeasurer` (for a view
    /// not yet in a window: pass the window's, so the text sits where that window will put it);
    /// nil uses the view's window's, or an approximation outside any window.
    public func snapshotView(afterScreenUpdates: Bool, textMeasurer: TextMeasuring?) -> SnapshotView? {
        if afterScreenUpdates { rootView.layoutIfNeeded() }
        let bounds = afterScreenUpdates ? model.bounds : presentation.bounds
        guard let recording = record(bounds, afterScreenUpdates: afterScreenUpdates, textMeasurer: textMeasurer) else {
            return nil
        }
        return SnapshotView(recording: recording, sourceID: transitionID, sourceTitle: snapshotTitle, capInsets: nil)
    }

    /// A snapshot of the part `rect` (in this view's bounds coordinates) of this view whose
    /// `capInsets` keep their size when the snapshot's bounds change, the part between them
    /// stretching (not scaling the caps), as UIKit's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`. Nil for an empty `rect`.
    public func resizableSnapshotView(
        from rect: Rect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> SnapshotView? {
        if afterScreenUpdates { rootView.layoutIfNeeded() }
        guard let recording = record(rect, afterScreenUpdates: afterScreenUpdates, textMeasurer: nil) else {
            return nil
        }
        return SnapshotView(
            recording: recording, sourceID: transitionID, sourceTitle: snapshotTitle, capInsets: capInsets)
    }

    /// The title a snapshot of this view carries.
    private var snapshotTitle: String? { (self as? Label)?.text ?? (self as? UILabel)?.text ?? accessibilityTitle }

    /// Records the subtree's drawing, with `area` (this view's coordinates) at the recording's
    /// origin. With `useModel`, every view of the subtree draws its model for the moment.
    private func record(_ area: Rect, afterScreenUpdates useModel: Bool, textMeasurer: TextMeasuring?)
        -> SnapshotRecording?
    {
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite, area.minX.isFinite,
            area.minY.isFinite
        else { return nil }
        var saved: [(view: View, presentation: LayerState)] = []
        if useModel { swapInModels(saving: &saved) }
        let wasHidden = isHidden
        let ownAlpha = presentation.alpha
        isHidden = false
        presentation.alpha = 1
        defer {
            presentation.alpha = ownAlpha
            isHidden = wasHidden
            for (view, state) in saved.reversed() { view.presentation = state }
        }
        let recording = SnapshotRecording(area: Rect(origin: .zero, size: area.size))
        let builder = RenderListBuilder()
        builder.recording = recording
        let measurer = textMeasurer ?? window?.textMeasurer ?? ApproximateTextMeasurer()
        renderTree(
            context: DrawContext(builder: builder, textMeasurer: measurer),
            parentTransform: Transform3D(translationX: -area.minX, y: -area.minY, z: 0), parentIsAffine: true,
            parentAlpha: 1, isRoot: true)
        return recording
    }

    private func swapInModels(saving saved: inout [(view: View, presentation: LayerState)]) {
        saved.append((self, presentation))
        presentation = model
        for subview in children { subview.swapInModels(saving: &saved) }
    }
}
