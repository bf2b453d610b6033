import Foundation

/// What a layer draws around its content besides its background: its border and its shadow
/// (`CALayer.borderWidth`, `borderColor`, `shadowOpacity`, …). A view holds one only once one
/// of these is set, so drawing a view without them costs one nil check.
@MainActor package final class LayerDecorations {
    /// The border's width in points, drawn inside the bounds (0: none).
    package var borderWidth = 0.0
    /// The border's colour (opaque black by default, as Core Animation's).
    package var borderColor = Color(r: 0, g: 0, b: 0, a: 255)
    /// The shadow's opacity, 0...1 (0: no shadow, the default).
    package var shadowOpacity = 0.0 { didSet { shadowBandsAreStale = true } }
    /// The shadow's blur radius in points (3 by default).
    package var shadowRadius = 3.0 { didSet { shadowBandsAreStale = true } }
    /// The shadow's offset in the layer's coordinates ((0, -3) by default, as Core Animation's:
    /// on iOS's downward y it lifts the shadow above the layer).
    package var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's colour (opaque black by default).
    package var shadowColor = Color(r: 0, g: 0, b: 0, a: 255) { didSet { shadowBandsAreStale = true } }
    /// The shadow's path (`shadowPath`); nil follows the layer's own outline.
    package var shadowPath: CGPath? {
        didSet { shadowShape = shadowPath.map { Shape(path: $0) } }
    }
    /// The shape of `shadowPath`, made when it is set.
    private(set) var shadowShape: Shape?
    /// The layer of a view backed by a layer class that draws (`UIView.layerClass`: a shape or
    /// gradient layer), drawn over the contents; not retained (the view keeps its layer).
    package unowned(unsafe) var contentLayer: CALayer?
    /// What `CALayer.contents` was set to, kept as it was given.
    package var contentsObject: Any?
    /// The pixels of `contentsObject` when it is a `CGImage` (nil draws no contents).
    package var contents: Bitmap?
    /// Where the contents go in the bounds (`CALayer.contentsGravity`).
    package var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of the contents (`CALayer.contentsScale`, 1 by default).
    package var contentsScale = 1.0
    /// The part of the contents drawn, in unit coordinates (`CALayer.contentsRect`).
    package var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)

    /// Takes another layer's border and shadow (`CALayer.init(layer:)`).
    func copy(from other: LayerDecorations) {
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset
        shadowColor = other.shadowColor
        shadowPath = other.shadowPath
        contentsObject = other.contentsObject
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
    }

    /// True when a border is drawn.
    var drawsBorder: Bool { borderWidth > 0 && borderColor.a > 0 }
    /// True when a shadow is drawn.
    var drawsShadow: Bool { shadowOpacity > 0 && shadowColor.a > 0 }

    /// The shadow as nested outlines, largest first: each band's outset from the shape (points;
    /// negative is an inset) and the alpha it is filled with. Worked out when the shadow's
    /// radius, opacity or colour change, so a frame only reads it.
    private(set) var shadowBands: [(outset: Double, alpha: Double)] = []
    private var shadowBandsAreStale = true {
        didSet { if shadowBandsAreStale { shadowShapesBase = nil } }
    }

    /// The shadow's outlines, one per band, for the outline in `shadowShapesBase`.
    private var shadowShapes: [Shape] = []
    private var shadowShapesBase: Shape?

    /// The outline of each band for a shadow of `shape`, kept until the shape or the bands
    /// change (a frame that draws the same shadow again allocates nothing).
    func shadowShapes(for shape: Shape) -> [Shape] {
        updateShadowBands()
        if shadowShapesBase != shape || shadowShapes.count != shadowBands.count {
            shadowShapesBase = shape
            shadowShapes.removeAll(keepingCapacity: true)
            for band in shadowBands { shadowShapes.append(shape.outset(by: band.outset)) }
        }
        return shadowShapes
    }

    /// Brings `shadowBands` up to date (allocates only when the number of bands grows).
    func updateShadowBands() {
        guard shadowBandsAreStale else { return }
        shadowBandsAreStale = false
        LayerDecorations.makeShadowBands(
            radius: shadowRadius, opacity: shadowOpacity * Double(shadowColor.a) / 255, into: &shadowBands)
    }

    /// The bands of a blurred edge: a Gaussian of standard deviation `radius` (see
    /// docs/uikit/LAYERS.md) across the outline, approximated by nested outlines spaced at most
    /// about 1.5 points apart over ±2.5 standard deviations. Drawn largest first, each over the
    /// ones before, band k's alpha is chosen so that the opacity between outline k and k + 1
    /// is the Gaussian's at the middle of that gap: `1 − (1 − O_k) / (1 − O_{k−1})`.
    static func makeShadowBands(radius: Double, opacity: Double, into bands: inout [(outset: Double, alpha: Double)]) {
        bands.removeAll(keepingCapacity: true)
        let opacity = min(max(opacity, 0), 1)
        guard opacity > 0 else { return }
        let sigma = max(radius, 0)
        guard sigma > 0.05 else {
            bands.append((0, opacity))
            return
        }
        let reach = 2.5 * sigma
        let count = max(3, min(16, Int((2 * reach / 1.5).rounded(.up))))
        let step = 2 * reach / Double(count)
        var previous = 0.0
        for k in 0..<count {
            let outset = reach - Double(k) * step
            // The opacity inside this outline, up to the next: the blurred edge's at the gap's middle.
            let middle = outset - step / 2
            let target = opacity * 0.5 * erfc(middle / (sigma * 2.0.squareRoot()))
            let alpha = previous >= 1 ? 0 : max(0, 1 - (1 - target) / (1 - previous))
            bands.append((outset, alpha))
            previous = target
        }
    }
}

extension View {
    /// The view's border and shadow, made when one of them is first set.
    package var decorationsForWriting: LayerDecorations {
        if let decorations { return decorations }
        let made = LayerDecorations()
        decorations = made
        return made
    }

    /// The outline a shadow without `shadowPath` follows: a shape layer's path, otherwise the
    /// bounds rounded by the corner radius.
    private var shadowOutline: Shape {
        if drawsMaskShapeAsContent, let path = presentation.maskShape { return path }
        let radius = presentation.cornerRadius
        return radius > 0 ? .roundedRect(presentation.bounds, cornerRadius: radius) : .rect(presentation.bounds)
    }

    /// Draws the shadow under the layer: the outline moved by the offset and filled band by band,
    /// largest first (`LayerDecorations.makeShadowBands`). With `masksToBounds` only what falls
    /// inside the bounds shows, as Core Animation clips a layer's shadow with its content.
    func drawShadow(_ decorations: LayerDecorations, builder: RenderListBuilder, transform: Transform3D, alpha: Double)
    {
        let shapes = decorations.shadowShapes(for: decorations.shadowShape ?? shadowOutline)
        let offset = decorations.shadowOffset
        let moved = Transform3D(translationX: offset.width, y: offset.height, z: 0).concatenating(transform)
        if clipsToBounds {
            let radius = presentation.cornerRadius
            builder.pushStencil(
                radius > 0 ? .roundedRect(presentation.bounds, cornerRadius: radius) : .rect(presentation.bounds),
                transform: transform)
        }
        let color = decorations.shadowColor
        let bands = decorations.shadowBands
        for k in 0..<min(bands.count, shapes.count) where bands[k].alpha > 0 {
            builder.fill(
                shapes[k], transform: moved,
                color: Color(r: color.r, g: color.g, b: color.b, a: Color.byte(bands[k].alpha * alpha)))
        }
        if clipsToBounds { builder.popStencil() }
    }

    /// Draws the border inside the bounds, following the corner radius, over the content and the
    /// sublayers (`transform` is the layer's own, not its sublayers').
    func drawBorder(_ decorations: LayerDecorations, builder: RenderListBuilder, transform: Transform3D, alpha: Double)
    {
        let bounds = presentation.bounds
        let width = min(decorations.borderWidth, min(bounds.width, bounds.height) / 2)
        let radius = presentation.cornerRadius
        let color = alpha >= 1 ? decorations.borderColor : decorations.borderColor.multipliedAlpha(alpha)
        let outer: Shape = radius > 0 ? .roundedRect(bounds, cornerRadius: radius) : .rect(bounds)
        let innerRect = bounds.insetBy(dx: width, dy: width)
        guard innerRect.width > 0, innerRect.height > 0 else {
            return builder.fill(outer, transform: transform, color: color)
        }
        let inner: Shape =
            radius - width > 0 ? .roundedRect(innerRect, cornerRadius: radius - width) : .rect(innerRect)
        builder.fillRing(outer: outer, inner: inner, transform: transform, color: color)
    }
}

extension Shape {
    /// The shape grown by `d` on every side (shrunk when negative): rectangles and rounded
    /// rectangles keep their corners' centres, ellipses their centre; a polygon grows about its
    /// bounding box's centre.
    func outset(by d: Double) -> Shape {
        guard d != 0 else { return self }
        switch self {
        case .rect(let r):
            let g = r.insetBy(dx: -d, dy: -d)
            guard g.width > 0, g.height > 0 else { return .rect(.zero) }
            return d > 0 ? .roundedRect(g, cornerRadius: d) : .rect(g)
        case .roundedRect(let r, let radius):
            let g = r.insetBy(dx: -d, dy: -d)
            guard g.width > 0, g.height > 0 else { return .rect(.zero) }
            return .roundedRect(g, cornerRadius: max(0, radius + d))
        case .ellipse(let r):
            let g = r.insetBy(dx: -d, dy: -d)
            guard g.width > 0, g.height > 0 else { return .rect(.zero) }
            return .ellipse(g)
        case .polygon(let points):
            let b = Rect.bounding(points)
            guard b.width > 0, b.height > 0 else { return self }
            let sx = max(0, (b.width + 2 * d) / b.width)
            let sy = max(0, (b.height + 2 * d) / b.height)
            return .polygon(points.map { Point(x: b.midX + ($0.x - b.midX) * sx, y: b.midY + ($0.y - b.midY) * sy) })
        }
    }
}
