import Foundation

/// A layer that fills a path, as Core Animation's `CAShapeLayer`. As a layer's `mask`, its path
/// is the mask (a `CABasicAnimation` on `path` animates it, as the circle reveal does); as a
/// sublayer, it fills its path with `fillColor`.
///
/// Segue fills a path that is one rectangle, ellipse or rounded rectangle exactly, or the outline
/// of its first subpath when that is convex; strokes (`strokeColor`, `lineWidth`, `strokeStart`,
/// `strokeEnd`) are kept but not drawn (docs/UIKIT.md).
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates.
    open var path: CGPath? {
        didSet {
            let shape = path.map { Shape(path: $0) }
            shapeNode.pathColorDidChange(fillColor: fillColor)
            setLayerProperty(.maskShape, .shape(shape))
        }
    }
    /// The colour inside the path (opaque black by default, as Core Animation's).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { shapeNode.pathColorDidChange(fillColor: fillColor) }
    }
    /// The fill rule (`.nonZero` by default).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The outline's colour (none by default); kept, not drawn.
    open var strokeColor: CGColor?
    /// The outline's width (1 by default); kept, not drawn.
    open var lineWidth: CGFloat = 1
    /// Where the drawn outline starts, 0...1; kept, not drawn.
    open var strokeStart: CGFloat = 0
    /// Where the drawn outline ends, 0...1; kept, not drawn.
    open var strokeEnd: CGFloat = 1
    /// The outline's caps; kept.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The outline's joins; kept.
    open var lineJoin: CAShapeLayerLineJoin = .miter

    /// Creates a shape layer.
    public override init() {
        super.init()
        shapeNode.drawsMaskShapeAsContent = true
        shapeNode.pathColorDidChange(fillColor: fillColor)
    }

    private var shapeNode: LayerNodeView { node as! LayerNodeView }
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
