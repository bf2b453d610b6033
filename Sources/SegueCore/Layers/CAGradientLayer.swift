import Foundation

/// A layer that fills its bounds with a gradient, as Core Animation's `CAGradientLayer`: the
/// colours run from `startPoint` to `endPoint` (unit coordinates of the bounds), placed at
/// `locations` (evenly when nil), the first and last colours extending beyond, clipped to the
/// bounds rounded by `cornerRadius`, drawn over the background.
///
/// Segue draws `.axial` gradients; `.radial` and `.conic` draw nothing (docs/uikit/LAYERS.md).
/// Changes to `colors`, `locations`, `startPoint` and `endPoint` take effect at once: they do not
/// animate.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
    /// The colours of the gradient (`CGColor`s, as Core Animation takes them); other values are
    /// skipped.
    open var colors: [Any]? {
        didSet { stopsDidChange() }
    }
    /// Where each colour lies along the gradient, 0...1, increasing (nil: evenly spread).
    open var locations: [NSNumber]? {
        didSet { stopsDidChange() }
    }
    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0) by default).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds ((0.5, 1) by default).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (`.axial` by default).
    open var type: CAGradientLayerType = .axial

    /// The colour stops, worked out when `colors` or `locations` change.
    private(set) var stops: [(location: Double, color: Color)] = []

    /// Creates a gradient layer with no colours.
    public override init() {
        super.init()
    }

    /// Creates a gradient layer as a copy of another, as Core Animation's `init(layer:)`: a
    /// subclass inherits and overrides it, and a gradient layer given takes its colours along.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { copyGradient(of: other) }
    }

    /// The layer of a view backed by a gradient layer (`UIView.layerClass`): the view draws it.
    package override init(backing view: View) {
        super.init(backing: view)
        view.decorationsForWriting.contentLayer = self
    }

    /// The presentation copy of a gradient layer.
    init(presentationOf layer: CAGradientLayer) {
        super.init(presentationOf: layer)
        copyGradient(of: layer)
    }

    private func copyGradient(of layer: CAGradientLayer) {
        colors = layer.colors
        locations = layer.locations
        startPoint = layer.startPoint
        endPoint = layer.endPoint
        type = layer.type
    }

    override func presentationCopy() -> CALayer { CAGradientLayer(presentationOf: self) }

    private func stopsDidChange() {
        let colors = (colors ?? []).compactMap { $0 as? CGColor }.map(Color.init(cgColor:))
        let locations = self.locations?.map(\.doubleValue)
        stops = colors.enumerated().map { index, color in
            let evenly = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
            let location = locations.flatMap { index < $0.count ? $0[index] : nil } ?? evenly
            return (location, color)
        }
    }

    override func drawLayerContent(_ builder: RenderListBuilder, transform: Transform3D, alpha: Double) {
        guard type == .axial, !stops.isEmpty else { return }
        let state = node.presentation
        let bounds = state.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let radius = state.cornerRadius
        let shape: Shape = radius > 0 ? .roundedRect(bounds, cornerRadius: radius) : .rect(bounds)
        let gradient = AxialGradient(
            stops: stops, start: startPoint, end: endPoint, bounds: bounds, transform: transform,
            pixelScale: builder.pixelScale, alpha: alpha)
        builder.pushStencil(shape, transform: transform)
        gradient.draw(into: builder)
        builder.popStencil()
    }
}

/// The kinds of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The kind's string.
    public let rawValue: String
    /// Creates a kind from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the line from the start to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary with the distance from the start point (not drawn by Segue).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours vary with the angle about the start point (not drawn by Segue).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
