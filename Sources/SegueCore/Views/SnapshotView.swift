import Foundation

/// A view that shows another view's subtree as it looked when the snapshot was made, as the view
/// `UIView.snapshotView(afterScreenUpdates:)` returns: made by `View.snapshotView` and
/// `View.resizableSnapshotView`, it is an ordinary view (frame, transform, alpha, mask, corner
/// radius and children animate and scrub as on any view) whose content is a `SnapshotRecording`
/// of the original's drawing, played back under the snapshot's own transform. Nothing ties it to
/// the original: hiding, moving, changing or freeing the original leaves it as it is.
///
/// When its bounds differ from the size it was made at, the content is stretched to them (UIKit's
/// default content mode, scale to fill); a resizable snapshot instead keeps its cap insets
/// unscaled and stretches only the part between them.
@preconcurrency @MainActor public final class SnapshotView: View {
    /// The `transitionID` of the view it shows (its `"id"` in the state JSON).
    public let sourceID: String?
    /// The title of the view it shows: its accessibility title, or a label's text.
    public let sourceTitle: String?
    /// The insets that do not stretch, for a resizable snapshot; nil for a plain one.
    public let capInsets: EdgeInsets?
    /// The recorded content.
    public let recording: SnapshotRecording

    /// Snapshots alive now, for leak checks and the soak.
    public static var liveSnapshots: Int { counts.value.live }
    /// Snapshots made since the process started.
    public static var snapshotsMade: Int { counts.value.made }
    private static let counts = LockedValue((live: 0, made: 0))

    init(recording: SnapshotRecording, sourceID: String?, sourceTitle: String?, capInsets: EdgeInsets?) {
        self.recording = recording
        self.sourceID = sourceID
        self.sourceTitle = sourceTitle
        self.capInsets = capInsets
        super.init(frame: recording.area)
        accessibilityTitle = sourceTitle
        drawsContentAsGroup = recording.hasSeveralParts
        SnapshotView.counts.withLock {
            $0.live += 1
            $0.made += 1
        }
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            SnapshotView.counts.withLock { $0.live -= 1 }
        }
    }

    /// "SnapshotView".
    public override var segueTypeName: String { "SnapshotView" }

    /// The size the content was recorded at (the original's bounds, or the resizable part).
    public var capturedSize: Size { recording.area.size }

    /// Plays the recorded content back, stretched to the bounds (by slices for a resizable
    /// snapshot) and clipped to them when it reaches outside, or when `clipsToBounds` is set
    /// (rounded by the corner radius).
    public override func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {
        let bounds = presentation.bounds
        let size = capturedSize
        guard bounds.width > 0, bounds.height > 0, size.width > 0, size.height > 0 else { return }
        let builder = context.builder
        let sameSize = bounds.size == size
        let clips = clipsToBounds || recording.drawsOutsideArea
        if clips {
            let radius = presentation.cornerRadius
            let shape: Shape = clipsToBounds && radius > 0 ? .roundedRect(bounds, cornerRadius: radius) : .rect(bounds)
            builder.pushStencil(shape, transform: transform)
        }
        if let capInsets, !sameSize {
            playSliced(into: builder, insets: capInsets, bounds: bounds, transform: transform, alpha: alpha)
        } else if sameSize, bounds.origin == .zero {
            recording.play(into: builder, transform: transform, alpha: alpha)
        } else {
            var stretch = Transform3D(scaleX: bounds.width / size.width, y: bounds.height / size.height, z: 1)
            stretch.m41 = bounds.minX
            stretch.m42 = bounds.minY
            recording.play(into: builder, transform: stretch.concatenating(transform), alpha: alpha)
        }
        if clips { builder.popStencil() }
    }

    /// Nine slices: the corners unscaled, the edges stretched along themselves, the middle both
    /// ways; each clipped to where it lands.
    private func playSliced(
        into builder: RenderListBuilder, insets: EdgeInsets, bounds: Rect, transform: Transform3D, alpha: Double
    ) {
        let size = capturedSize
        for row in 0..<3 {
            let y = SnapshotView.slice(
                row, source: size.height, target: bounds.height, low: insets.top, high: insets.bottom)
            guard y.target.upperBound > y.target.lowerBound, y.source.upperBound > y.source.lowerBound else { continue }
            for column in 0..<3 {
                let x = SnapshotView.slice(
                    column, source: size.width, target: bounds.width, low: insets.left, high: insets.right)
                guard x.target.upperBound > x.target.lowerBound, x.source.upperBound > x.source.lowerBound else {
                    continue
                }
                let sx = (x.target.upperBound - x.target.lowerBound) / (x.source.upperBound - x.source.lowerBound)
                let sy = (y.target.upperBound - y.target.lowerBound) / (y.source.upperBound - y.source.lowerBound)
                var map = Transform3D(scaleX: sx, y: sy, z: 1)
                map.m41 = bounds.minX + x.target.lowerBound - x.source.lowerBound * sx
                map.m42 = bounds.minY + y.target.lowerBound - y.source.lowerBound * sy
                let edges = SliceEdges(transform: transform, pixelScale: builder.pixelScale)
                let left = edges.x(bounds.minX + x.target.lowerBound, side: -1, outer: column == 0)
                let right = edges.x(bounds.minX + x.target.upperBound, side: 1, outer: column == 2)
                let top = edges.y(bounds.minY + y.target.lowerBound, side: -1, outer: row == 0)
                let bottom = edges.y(bounds.minY + y.target.upperBound, side: 1, outer: row == 2)
                let piece = Rect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
                builder.pushStencil(.rect(piece), transform: transform)
                recording.play(into: builder, transform: map.concatenating(transform), alpha: alpha)
                builder.popStencil()
            }
        }
    }

    /// Where the stencils of the slices run, so that neighbouring slices leave no seam: under an
    /// axis-aligned transform an edge between two slices is put on a whole pixel (both stencils
    /// then meet exactly, with no anti-aliased fringe to add up short of opaque); under any
    /// other, neighbours overlap by half a pixel. The outer edges reach a pixel beyond the bounds,
    /// so the content's own edges are drawn as recorded, not clipped a second time (what reaches
    /// outside is still clipped to the bounds by `drawContent`).
    private struct SliceEdges {
        let transform: Transform3D
        let pixelScale: Double

        private var isAxisAligned: Bool {
            transform.isAffine && transform.m12 == 0 && transform.m21 == 0 && transform.m11 != 0
                && transform.m22 != 0
        }

        /// A vertical edge at `value`: `side` -1 where a slice begins, +1 where it ends.
        func x(_ value: Double, side: Double, outer: Bool) -> Double {
            edge(value, scale: transform.m11, offset: transform.m41, side: side, outer: outer)
        }

        /// A horizontal edge at `value`, as `x`.
        func y(_ value: Double, side: Double, outer: Bool) -> Double {
            edge(value, scale: transform.m22, offset: transform.m42, side: side, outer: outer)
        }

        private func edge(_ value: Double, scale: Double, offset: Double, side: Double, outer: Bool) -> Double {
            let pixel = 1 / (max(abs(scale), 1e-9) * pixelScale)
            if outer { return value + side * pixel }
            guard isAxisAligned else { return value + side * pixel / 2 }
            // A hundred-thousandth of a pixel outwards (still whole for the tessellator), so that
            // rounding on the way back cannot leave a row between the two (SDL truncates vertices).
            let snapped = (((value * scale + offset) * pixelScale).rounded() / pixelScale - offset) / scale
            return snapped + side * pixel / 100_000
        }
    }

    /// Slice `index` (0 the low cap, 1 the stretched middle, 2 the high cap) of an axis, in the
    /// recorded content and in the bounds. Caps wider together than the bounds shrink alike.
    static func slice(_ index: Int, source: Double, target: Double, low: Double, high: Double) -> (
        source: ClosedRange<Double>, target: ClosedRange<Double>
    ) {
        let low = min(max(low, 0), source)
        let high = min(max(high, 0), source - low)
        let shrink = low + high > target ? target / (low + high) : 1
        switch index {
        case 0: return (0...low, 0...low * shrink)
        case 1: return (low...source - high, low * shrink...target - high * shrink)
        default: return (source - high...source, target - high * shrink...target)
        }
    }
}
