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
    /// Draws the presentation of this view and its subtree: mask stencils, shadow, background,
    /// own content, clip stencil, children back to front (by zPosition once a child has one),
    /// then the border over them. A single-sided view turned away draws nothing. A translucent view with children is drawn as one
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
            ownAlpha < 1 && allowsGroupOpacity
            && (drawsContentAsGroup || decorations != nil || children.contains { !$0.isHidden })
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
        // A single-sided layer turned away from the viewer hides with its sublayers.
        if !isDoubleSided, facesAway(world) { return }
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
        if let decorations, decorations.drawsShadow {
            drawShadow(decorations, builder: builder, transform: world, alpha: alpha)
        }
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
        if let decorations {
            if let contents = decorations.contents {
                drawContents(contents, decorations, builder: builder, transform: world, alpha: alpha)
            }
            decorations.contentLayer?.drawLayerContent(builder, transform: world, alpha: alpha)
        }
        drawContent(context, transform: world, alpha: alpha)
        // The layer's own transform, kept for the border when the sublayers get another.
        var layerWorld: Transform3D?
        if let sublayerTransform = sublayerTransformBox?.transform {
            layerWorld = world
            // About the anchor point, as Core Animation applies a layer's sublayerTransform.
            let b = presentation.bounds
            let ax = b.minX + presentation.anchorPoint.x * b.width
            let ay = b.minY + presentation.anchorPoint.y * b.height
            world = Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(sublayerTransform)
                .concatenating(Transform3D(translationX: ax, y: ay, z: 0)).concatenating(world)
            worldIsAffine = world.isAffine
        }
        if clipsToBounds {
            // The layer's own bounds, not moved by the sublayer transform.
            builder.pushStencil(backgroundShape, transform: layerWorld ?? world)
            stencils += 1
        }
        // The children are visited without retaining each one: the array's buffer, kept by
        // `withUnsafeBufferPointer` for the whole loop, holds them.
        if hasZOrderedChildren {
            renderChildrenInZOrder(context: context, transform: world, isAffine: worldIsAffine, alpha: alpha)
        } else if !children.isEmpty {
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
        if let decorations, decorations.drawsBorder {
            // Over the content and the sublayers, inside the clip as the layer's own drawing.
            drawBorder(decorations, builder: builder, transform: layerWorld ?? world, alpha: alpha)
        }
        if isGroup { builder.endGroup(alpha: groupAlpha) }
        for _ in 0..<stencils { builder.popStencil() }
    }

    /// Draws the children in increasing zPosition, in `children` order among equals (a stable
    /// insertion sort into the kept `zOrder`, so no frame allocates once it has grown).
    private func renderChildrenInZOrder(context: DrawContext, transform: Transform3D, isAffine: Bool, alpha: Double) {
        let count = children.count
        if zOrder.count != count {
            zOrder.removeAll(keepingCapacity: true)
            for i in 0..<count { zOrder.append(Int32(i)) }
        } else {
            for i in 0..<count { zOrder[i] = Int32(i) }
        }
        for i in 1..<max(count, 1) {
            let moving = zOrder[i]
            let z = children[Int(moving)].zPosition
            var j = i
            while j > 0, children[Int(zOrder[j - 1])].zPosition > z {
                zOrder[j] = zOrder[j - 1]
                j -= 1
            }
            zOrder[j] = moving
        }
        for index in zOrder {
            children[Int(index)].renderTree(
                context: context, parentTransform: transform, parentIsAffine: isAffine, parentAlpha: alpha)
        }
    }

    /// True when the bounds, mapped by `world`, wind backwards on screen: the layer shows its
    /// back. Corners behind the eye are judged by the transform's orthographic part.
    private func facesAway(_ world: Transform3D) -> Bool {
        let b = presentation.bounds
        var xs = (0.0, 0.0, 0.0, 0.0)
        var ys = (0.0, 0.0, 0.0, 0.0)
        for corner in 0..<4 {
            let x = corner == 1 || corner == 2 ? b.maxX : b.minX
            let y = corner >= 2 ? b.maxY : b.minY
            let h = world.applyHomogeneous(x: x, y: y)
            guard h.w > RenderListBuilder.nearW else {
                return world.m11 * world.m22 - world.m12 * world.m21 < 0
            }
            let px = Double(h.x / h.w)
            let py = Double(h.y / h.w)
            switch corner {
            case 0: (xs.0, ys.0) = (px, py)
            case 1: (xs.1, ys.1) = (px, py)
            case 2: (xs.2, ys.2) = (px, py)
            default: (xs.3, ys.3) = (px, py)
            }
        }
        let area =
            (xs.0 * ys.1 - xs.1 * ys.0) + (xs.1 * ys.2 - xs.2 * ys.1) + (xs.2 * ys.3 - xs.3 * ys.2)
            + (xs.3 * ys.0 - xs.0 * ys.3)
        return area < 0
    }

    /// The presentation's bounds, rounded by its corner radius.
    private var backgroundShape: Shape {
        let radius = presentation.cornerRadius
        return radius > 0 ? .roundedRect(presentation.bounds, cornerRadius: radius) : .rect(presentation.bounds)
    }
}
