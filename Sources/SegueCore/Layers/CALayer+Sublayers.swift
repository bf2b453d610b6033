import Foundation

extension CALayer {
    /// The layer of a child of this layer's node: a view's own layer or a stand-alone layer.
    static func layer(of child: View) -> CALayer? { child.layer }

    /// The sublayers, back to front: the layers of the subviews and the stand-alone layers added,
    /// in one order (nil when there are none), as Core Animation's `sublayers`.
    public var sublayers: [CALayer]? {
        get {
            let layers = node.children.compactMap { CALayer.layer(of: $0) }
            return layers.isEmpty ? nil : layers
        }
        set {
            for child in node.children { child.removeFromSuperview() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of, or nil.
    public var superlayer: CALayer? {
        guard let parent = node.superview else { return nil }
        return CALayer.layer(of: parent)
    }

    /// Adds a layer on top of the sublayers (moving it from its old superlayer).
    public func addSublayer(_ layer: CALayer) {
        node.insertChild(layer.node, at: node.children.count)
        layer.node.retainLayerWhileInTree()
    }

    /// Inserts a layer at an index of the sublayers (clamped).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        node.insertChild(layer.node, at: Int(index))
        layer.node.retainLayerWhileInTree()
    }

    /// Inserts a layer just below a sublayer (on top when it is not one).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let sibling { node.insertChild(layer.node, below: sibling.node) } else { addSublayer(layer) }
        layer.node.retainLayerWhileInTree()
    }

    /// Inserts a layer just above a sublayer (on top when it is not one).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let sibling { node.insertChild(layer.node, above: sibling.node) } else { addSublayer(layer) }
        layer.node.retainLayerWhileInTree()
    }

    /// Puts a layer in the place of one of the sublayers.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.node.superview === node else { return }
        node.insertChild(newLayer.node, above: oldLayer.node)
        newLayer.node.retainLayerWhileInTree()
        oldLayer.removeFromSuperlayer()
    }

    /// Removes the layer from its superlayer (a view's own layer leaves with its view).
    public func removeFromSuperlayer() {
        node.removeFromSuperview()
    }

    /// Converts a point from this layer's coordinates to another layer's (the root's when nil).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { node.convert(point, to: layer?.node) }

    /// Converts a point from another layer's coordinates (the root's when nil) to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint { node.convert(point, from: layer?.node) }

    /// Converts a rectangle from this layer's coordinates to another layer's.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { node.convert(rect, to: layer?.node) }

    /// Converts a rectangle from another layer's coordinates to this layer's.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { node.convert(rect, from: layer?.node) }
}

/// The node that draws a stand-alone layer: a view that takes no touches and stands among its
/// superlayer's children. While it is in a tree it keeps its layer (so `sublayers` still gives
/// it when the code that made it let it go); out of the tree the layer keeps it.
final class LayerNodeView: View {
    /// The layer drawn, not retained (the layer owns the node).
    unowned(unsafe) var standaloneLayer: CALayer?
    /// The layer, retained while the node is in a tree.
    private var retainedLayer: CALayer?

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var isLayerNode: Bool { true }

    /// A stand-alone layer's own drawing (a shape layer's fill and stroke, a gradient).
    override func drawContent(_ context: DrawContext, transform: Transform3D, alpha: Double) {
        standaloneLayer?.drawLayerContent(context.builder, transform: transform, alpha: alpha)
    }

    override var segueTypeName: String { "CALayer" }

    override var layer: CALayer { standaloneLayer! }

    /// Keeps the layer while the node is in a tree.
    override func retainLayerWhileInTree() {
        retainedLayer = standaloneLayer
    }

    override func didLeaveParent() {
        retainedLayer = nil
    }

    override func willBeReleasedByParent() {
        retainedLayer = nil
    }
}
