import CSegueMemory
import Foundation

/// What a view needs while drawing its own content.
public struct DrawContext {
    /// The render list builder of the frame.
    public let builder: RenderListBuilder
    /// Measures text.
    public let textMeasurer: TextMeasuring
}

extension View {
    /// Draws the presentation of this view and its subtree: background, mask and clip stencils,
    /// own content, then children back to front. A translucent view with children is drawn as one
    /// group (UIKit's default `allowsGroupOpacity`): its subtree goes into a layer at full opacity,
    /// already transformed and clipped by its mask, and the layer is composited with the alpha,
    /// so a fading screen does not show its own background through its buttons.
    ///
    /// `parentIsAffine` says whether `parentTransform` is affine (`Transform3D.isAffine`): most
    /// trees are flat, and the product with an affine local transform then takes the short form.
    func renderTree(
        context: DrawContext, parentTransform: Transform3D, parentIsAffine: Bool, parentAlpha: Double,
        isRoot: Bool = false
    ) {
        // The presentation is read field by field in place (not copied): this runs for every
        // view of every frame.
        guard !isHidden else { return }
        let ownAlpha = min(max(presentation.alpha, 0), 1)
        var alpha = parentAlpha * ownAlpha
        guard alpha > 0.002 else { return }
        let groupAlpha = alpha
        let isGroup =
            ownAlpha < 1 && allowsGroupOpacity && (drawsContentAsGroup || children.contains { !$0.isHidden })
        if isGroup {
            // Inside the group everything is drawn as if opaque; the layer carries the alpha.
            alpha = 1
        }
        var world: Transform3D
        var worldIsAffine: Bool
        if isRoot {
            world = parentTransform
            worldIsAffine = parentIsAffine
        } else if parentIsAffine && presentation.transform.isAffine {
            world = presentation.affineLocalTransform(concatenatedWith: parentTransform)
            worldIsAffine = true
        } else {
            world = presentation.localTransform.concatenating(parentTransform)
            worldIsAffine = world.isAffine
        }
        let builder = context.builder
        var stencils = 0
        if let mask = presentation.maskShape, !drawsMaskShapeAsContent {
            builder.pushStencil(mask, transform: world)
            stencils += 1
        }
        if let maskNode {
            // A mask view or layer: its shape (a shape layer's path, otherwise its bounds rounded
            // by its corners) where it stands in this view's coordinates.
            let state = maskNode.presentation
            let shape =
                maskNode.drawsMaskShapeAsContent
                ? (state.maskShape ?? .rect(.zero))
                : (state.cornerRadius > 0
                    ? .roundedRect(state.bounds, cornerRadius: state.cornerRadius) : .rect(state.bounds))
            builder.pushStencil(shape, transform: state.localTransform.concatenating(world))
            stencils += 1
        }
        if isGroup { builder.beginGroup() }
        let background = presentation.backgroundColor
        if background.a > 0 {
            // At full opacity the colour is its own (multiplying by 1 gives every byte back).
            let color = alpha >= 1 ? background : background.multipliedAlpha(alpha)
            let radius = presentation.cornerRadius
            if radius > 0 {
                builder.fill(.roundedRect(presentation.bounds, cornerRadius: radius), transform: world, color: color)
            } else {
                builder.fillRect(presentation.bounds, transform: world, isAffine: worldIsAffine, color: color)
            }
        }
        drawContent(context, transform: world, alpha: alpha)
        if let sublayerTransform = sublayerTransformBox?.transform {
            // About the anchor point, as Core Animation applies a layer's sublayerTransform.
            let b = presentation.bounds
            let ax = b.minX + presentation.anchorPoint.x * b.width
            let ay = b.minY + presentation.anchorPoint.y * b.height
            world = Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(sublayerTransform)
                .concatenating(Transform3D(translationX: ax, y: ay, z: 0)).concatenating(world)
            worldIsAffine = world.isAffine
        }
        if clipsToBounds {
            builder.pushStencil(backgroundShape, transform: world)
            stencils += 1
        }
        // The children are visited without retaining each one: the array's buffer, kept by
        // `withUnsafeBufferPointer` for the whole loop, holds them.
        if !children.isEmpty {
            children.withUnsafeBufferPointer { children in
                for index in children.indices {
                    // The subview after the next starts arriving while this one is drawn: the
                    // lines of a view that drawing reads (see `View`'s stored properties).
                    if index + 2 < children.count {
                        segue_prefetch_lines(Unmanaged.passUnretained(children[index + 2]).toOpaque(), 5)
                    }
                    unowned(unsafe) let child = children[index]
                    child.renderTree(
                        context: context, parentTransform: world, parentIsAffine: worldIsAffine, parentAlpha: alpha)
                }
            }
        }
        if isGroup { builder.endGroup(alpha: groupAlpha) }
        for _ in 0..<stencils { builder.popStencil() }
    }

    /// The presentation's bounds, rounded by its corner radius.
    private var backgroundShape: Shape {
        let radius = presentation.cornerRadius
        return radius > 0 ? .roundedRect(presentation.bounds, cornerRadius: radius) : .rect(presentation.bounds)
    }
}
