import Foundation

/// What a snapshot shows: the drawing calls a view's subtree made, kept in the snapshot's own
/// coordinates (shapes, text keys and the transforms from each part to the snapshot), and played
/// back through the frame's `RenderListBuilder` under the snapshot's transform. It stays vector:
/// curves are flattened and text placed for the size it is drawn at, so a snapshot drawn where
/// its original was gives the same polygons, and one scaled up stays as sharp as its original
/// would be at that scale.
@preconcurrency @MainActor public final class SnapshotRecording {
    /// One recorded drawing call.
    enum Item {
        /// `RenderListBuilder.fill` of a shape, its transform to the snapshot and its colour.
        case fill(Shape, Transform3D, Color)
        /// `RenderListBuilder.fillPolygon` (and `fillRing`): the local outline, transform and colour.
        case fillPolygon([Point], Transform3D, Color)
        /// `RenderListBuilder.text`: the key, its rectangle, its transform and opacity.
        case text(TextKey, Rect, Transform3D, Double)
        /// `RenderListBuilder.image`: the bitmap, its rectangle, its transform and opacity.
        case image(Bitmap, Rect, Transform3D, Double)
        /// `RenderListBuilder.pushStencil`.
        case pushStencil(Shape, Transform3D)
        /// `RenderListBuilder.popStencil`.
        case popStencil
        /// `RenderListBuilder.beginGroup`.
        case beginGroup
        /// `RenderListBuilder.endGroup(alpha:)`.
        case endGroup(Double)
    }

    /// The calls in drawing order.
    private(set) var items: [Item] = []
    /// The rectangle the content must stay in (the snapshot's bounds when recorded).
    let area: Rect
    /// True when some part may draw outside `area`: playback then clips to it.
    private(set) var drawsOutsideArea = false
    /// How many stencils are open while recording.
    private var openStencils = 0

    /// The number of recorded calls.
    public var itemCount: Int { items.count }

    /// The bytes the recorded calls take (their storage; shapes with points and text strings
    /// hold a little more, shared with the original's).
    public var byteCount: Int { items.count * MemoryLayout<Item>.stride }

    /// True when playback draws more than one part (a translucent snapshot then needs a group,
    /// so its parts do not show through each other).
    var hasSeveralParts: Bool {
        var parts = 0
        for item in items {
            switch item {
            case .fill, .fillPolygon, .text, .image: parts += 1
            case .beginGroup: parts += 2
            default: break
            }
            if parts > 1 { return true }
        }
        return false
    }

    init(area: Rect) {
        self.area = area
    }

    func recordFill(_ shape: Shape, transform: Transform3D, color: Color) {
        guard color.a > 0 else { return }
        note(shape.boundingRect, transform)
        items.append(.fill(shape, transform, color))
    }

    func recordFillPolygon(_ points: [Point], transform: Transform3D, color: Color) {
        guard color.a > 0 else { return }
        note(Rect.bounding(points), transform)
        items.append(.fillPolygon(points, transform, color))
    }

    func recordText(_ key: TextKey, in rect: Rect, transform: Transform3D, alpha: Double) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        note(rect, transform)
        items.append(.text(key, rect, transform, alpha))
    }

    func recordImage(_ bitmap: Bitmap, in rect: Rect, transform: Transform3D, alpha: Double) {
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        note(rect, transform)
        items.append(.image(bitmap, rect, transform, alpha))
    }

    func recordPushStencil(_ shape: Shape, transform: Transform3D) {
        openStencils += 1
        items.append(.pushStencil(shape, transform))
    }

    func recordPopStencil() {
        guard openStencils > 0 else { return }
        openStencils -= 1
        items.append(.popStencil)
    }

    func recordBeginGroup() { items.append(.beginGroup) }

    func recordEndGroup(alpha: Double) { items.append(.endGroup(alpha)) }

    /// Widens what is known of the content's extent with a part's rectangle.
    private func note(_ rect: Rect, _ t: Transform3D) {
        guard !drawsOutsideArea else { return }
        guard t.isAffine else {
            drawsOutsideArea = true
            return
        }
        let slack = 1e-6
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            let px = x * t.m11 + y * t.m21 + t.m41
            let py = x * t.m12 + y * t.m22 + t.m42
            if px < area.minX - slack || px > area.maxX + slack || py < area.minY - slack || py > area.maxY + slack {
                drawsOutsideArea = true
                return
            }
        }
    }

    /// The key of text drawn under `transform`: enlarged, the text is rasterised at a larger font
    /// size (the next step of a factor √2 at or above its scale, at most 8), so that a snapshot
    /// scaled up keeps sharp glyphs instead of enlarging their pixels; at its own size or smaller,
    /// the key itself. Steps keep a scale that animates from rasterising every frame.
    static func key(_ key: TextKey, drawnAt transform: Transform3D) -> TextKey {
        let scale = abs(transform.m11 * transform.m22 - transform.m12 * transform.m21).squareRoot()
        guard scale > 1.001, scale.isFinite else { return key }
        let steps = (2 * log2(min(scale, 8))).rounded(.up)
        var enlarged = key
        enlarged.fontSize = key.fontSize * pow(2, steps / 2)
        return enlarged
    }

    /// Plays the calls back into `builder`, each part's transform followed by `transform` (the
    /// snapshot's coordinates to window points), with `alpha` multiplied into what is drawn
    /// outside recorded groups (a recorded group carries it on its own composite).
    func play(into builder: RenderListBuilder, transform: Transform3D, alpha: Double) {
        var depth = 0
        let faded = alpha < 1
        for item in items {
            switch item {
            case .fill(let shape, let t, let color):
                builder.fill(
                    shape, transform: t.concatenating(transform),
                    color: faded && depth == 0 ? color.multipliedAlpha(alpha) : color)
            case .fillPolygon(let points, let t, let color):
                builder.fillPolygon(
                    points, transform: t.concatenating(transform),
                    color: faded && depth == 0 ? color.multipliedAlpha(alpha) : color)
            case .text(let key, let rect, let t, let a):
                let full = t.concatenating(transform)
                builder.text(
                    SnapshotRecording.key(key, drawnAt: full), in: rect, transform: full,
                    alpha: depth == 0 ? a * alpha : a)
            case .image(let bitmap, let rect, let t, let a):
                builder.image(
                    bitmap, in: rect, transform: t.concatenating(transform), alpha: depth == 0 ? a * alpha : a)
            case .pushStencil(let shape, let t):
                builder.pushStencil(shape, transform: t.concatenating(transform))
            case .popStencil:
                builder.popStencil()
            case .beginGroup:
                builder.beginGroup()
                depth += 1
            case .endGroup(let a):
                depth -= 1
                builder.endGroup(alpha: depth == 0 ? a * alpha : a)
            }
        }
    }
}
