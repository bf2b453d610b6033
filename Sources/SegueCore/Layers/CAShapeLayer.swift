import Foundation

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`. As a layer's
/// `mask`, its path is the mask (a `CABasicAnimation` on `path` animates it, as the circle reveal
/// does); as a sublayer, it fills its path with `fillColor` (every subpath, concave or not, by
/// `fillRule`) and strokes it with `strokeColor` over the fill.
///
/// The fill and the stroke are worked out in the layer's coordinates when the path or a stroke
/// property changes, and only projected each frame. While `path` animates, the fill follows the
/// animated outline (the first subpath's) and the stroke stays the model path's. `strokeStart`
/// and `strokeEnd` animate (a line drawing itself); while they do, the stroke is worked out
/// again each frame.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates.
    open var path: CGPath? {
        didSet {
            let shape = path.map { Shape(path: $0) }
            outlinesAreStale = true
            setLayerProperty(.maskShape, .shape(shape))
        }
    }
    /// The colour inside the path (opaque black by default, as Core Animation's).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { fill = fillColor.map(Color.init(cgColor:)) ?? .clear }
    }
    /// The fill rule (`.nonZero` by default): with `.evenOdd`, a contour inside an odd number of
    /// others is a hole.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { outlinesAreStale = true }
    }
    /// The outline's colour (none by default).
    open var strokeColor: CGColor? {
        didSet { stroke = strokeColor.map(Color.init(cgColor:)) ?? .clear }
    }
    /// The outline's width (1 by default), centred on the path.
    open var lineWidth: CGFloat = 1 {
        didSet { outlinesAreStale = true }
    }
    /// Where the drawn outline starts, as a fraction of the path's length (0 by default);
    /// animatable (`CABasicAnimation(keyPath: "strokeStart")`, and implicitly).
    open var strokeStart: CGFloat {
        get { CGFloat(state.strokeStart) }
        set { setLayerProperty(.strokeStart, .scalar(Double(newValue))) }
    }
    /// Where the drawn outline ends, as a fraction of the path's length (1 by default);
    /// animatable (`CABasicAnimation(keyPath: "strokeEnd")`, and implicitly), as a line drawing
    /// itself is.
    open var strokeEnd: CGFloat {
        get { CGFloat(state.strokeEnd) }
        set { setLayerProperty(.strokeEnd, .scalar(Double(newValue))) }
    }
    /// The outline's open ends (`.butt` by default).
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { outlinesAreStale = true }
    }
    /// The outline's corners (`.miter` by default).
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { outlinesAreStale = true }
    }
    /// The longest miter, as a ratio to the line width, before a corner is bevelled (10).
    open var miterLimit: CGFloat = 10 {
        didSet { outlinesAreStale = true }
    }

    /// The fill and stroke colours as drawn.
    private var fill = Color(r: 0, g: 0, b: 0, a: 255)
    private var stroke = Color.clear
    /// The fill's contours and the stroke's pieces (`PolygonContours`' form), in the layer's
    /// coordinates, for the model path.
    private var fillOutline: [Point] = []
    private var strokeOutline: [Point] = []
    private var outlinesAreStale = true
    /// The part of the path `strokeOutline` strokes (the presentation's strokeStart and strokeEnd).
    private var strokedPart = (start: 0.0, end: 1.0)

    /// Creates a shape layer.
    public override init() {
        super.init()
        node.drawsMaskShapeAsContent = true
    }

    /// Creates a shape layer as a copy of another, as Core Animation's `init(layer:)`: a subclass
    /// of `CAShapeLayer` inherits and overrides it as a subclass of `CALayer` does, and a shape
    /// layer given takes its path, colours and line attributes along.
    public override init(layer: Any) {
        super.init(layer: layer)
        node.drawsMaskShapeAsContent = true
        if let other = layer as? CAShapeLayer { copyShape(of: other) }
    }

    /// The layer of a view backed by a shape layer (`UIView.layerClass`): the view draws the path.
    package override init(backing view: View) {
        super.init(backing: view)
        view.drawsMaskShapeAsContent = true
        view.decorationsForWriting.contentLayer = self
    }

    /// The presentation copy of a shape layer: its stroke fractions read what is on screen.
    init(presentationOf layer: CAShapeLayer) {
        super.init(presentationOf: layer)
        copyShape(of: layer)
    }

    private func copyShape(of layer: CAShapeLayer) {
        path = layer.path
        fillColor = layer.fillColor
        fillRule = layer.fillRule
        strokeColor = layer.strokeColor
        lineWidth = layer.lineWidth
        lineCap = layer.lineCap
        lineJoin = layer.lineJoin
        miterLimit = layer.miterLimit
    }

    override func presentationCopy() -> CALayer { CAShapeLayer(presentationOf: self) }

    override func drawLayerContent(_ builder: RenderListBuilder, transform: Transform3D, alpha: Double) {
        guard fill.a > 0 || stroke.a > 0 else { return }
        let state = node.presentation
        if outlinesAreStale || strokedPart != (state.strokeStart, state.strokeEnd) {
            // While strokeStart or strokeEnd animate, the stroke is worked out again each frame.
            updateOutlines(fill: outlinesAreStale, strokeStart: state.strokeStart, strokeEnd: state.strokeEnd)
        }
        if fill.a > 0, let shape = state.maskShape {
            let color = alpha >= 1 ? fill : fill.multipliedAlpha(alpha)
            switch shape {
            case .polygon(let points):
                // The model path's every subpath; an animating path's outline as it goes.
                if shape == node.model.maskShape, !fillOutline.isEmpty {
                    builder.fillPolygon(fillOutline, transform: transform, color: color)
                } else {
                    builder.fillPolygon(points, transform: transform, color: color)
                }
            default:
                builder.fill(shape, transform: transform, color: color)
            }
        }
        if stroke.a > 0, !strokeOutline.isEmpty {
            let color = alpha >= 1 ? stroke : stroke.multipliedAlpha(alpha)
            builder.fillPolygon(strokeOutline, transform: transform, color: color)
        }
    }

    /// Works out the stroke's pieces for the model path between `strokeStart` and `strokeEnd`,
    /// and the fill's contours with `fill`.
    private func updateOutlines(fill: Bool, strokeStart: Double, strokeEnd: Double) {
        outlinesAreStale = false
        strokedPart = (strokeStart, strokeEnd)
        if fill { fillOutline.removeAll(keepingCapacity: true) }
        strokeOutline.removeAll(keepingCapacity: true)
        guard let path else { return }
        let flat = path.flattened(tolerance: CGPath.defaultFlatteningTolerance / 2)
        if fill { updateFillOutline(flat) }
        let style = StrokeOutline(
            width: Double(lineWidth), cap: lineCap, join: lineJoin, miterLimit: Double(max(miterLimit, 1)))
        var starts: [Int] = []
        for part in StrokeOutline.trim(flat, from: strokeStart, to: strokeEnd) {
            style.append(part.points[...], closed: part.closed, to: &strokeOutline, starts: &starts)
        }
        PolygonContours.finish(&strokeOutline, starts: starts)
    }

    /// The fill: every subpath with three points or more, closed. Even-odd: contours wound by how
    /// deep they are nested, so the nonzero fill the renderer does gives even-odd's holes.
    private func updateFillOutline(_ flat: CGPathFlattening) {
        var starts: [Int] = []
        let contours = flat.subpaths.map { Array(flat.points(of: $0)) }.filter { $0.count >= 3 }
        for (index, contour) in contours.enumerated() {
            var oriented = contour
            if fillRule == .evenOdd {
                let depth = contours.indices.filter {
                    $0 != index && PolygonContours.contains(contours[$0], contours[$0].indices, contour[0])
                }.count
                let area = PolygonContours.signedArea2(contour, contour.indices)
                if (area > 0) != (depth % 2 == 0) { oriented.reverse() }
            }
            PolygonContours.append(oriented, to: &fillOutline, starts: &starts)
        }
        PolygonContours.finish(&fillOutline, starts: starts)
    }
}

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's string.
    public let rawValue: String
    /// Creates a rule from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the winding number is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line caps.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's string.
    public let rawValue: String
    /// Creates a cap from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line joins.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's string.
    public let rawValue: String
    /// Creates a join from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
