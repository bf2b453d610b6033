import Foundation

extension View {
    /// Scales the view's geometry in its superview by `sx` horizontally and `sy` vertically, as
    /// laying the superview out at a new size would place it: its position, its bounds' size, the
    /// translation of its transform and its mask, in the model, in the presentation and at both
    /// ends of every running animation of them. An animation in flight (a transition caught by a
    /// window resize) then continues from where it was, for the new size, and ends where the
    /// layout for that size puts the view. A view that filled the old superview fills the new one.
    /// Its children are laid out again for the new bounds (`setNeedsLayout`), not scaled.
    public func rescaleGeometry(sx: Double, sy: Double) {
        rescaleGeometry(sx: sx, sy: sy, offset: .zero)
    }

    /// As `rescaleGeometry(sx:sy:)`, with positions also moved by `offset` after scaling (a
    /// position p becomes (p.x · sx + offset.x, p.y · sy + offset.y)): the map that takes a
    /// rectangle the view rests in for the old size onto the one for the new size.
    public func rescaleGeometry(sx: Double, sy: Double, offset: Point) {
        guard sx.isFinite, sy.isFinite, sx > 0, sy > 0, sx != 1 || sy != 1 || offset != .zero else { return }
        for property in [AnimatableProperty.position, .bounds, .transform, .maskShape] {
            let scaled = Self.rescaled(model.value(of: property), sx: sx, sy: sy, offset: offset)
            model.set(property, to: scaled)
            presentation.set(
                property, to: Self.rescaled(presentation.value(of: property), sx: sx, sy: sy, offset: offset))
        }
        for animation in animations {
            switch animation.property {
            case .position, .bounds, .transform, .maskShape:
                if let from = animation.from { animation.from = Self.rescaled(from, sx: sx, sy: sy, offset: offset) }
                if let to = animation.to { animation.to = Self.rescaled(to, sx: sx, sy: sy, offset: offset) }
            default:
                break
            }
        }
        setNeedsLayout()
    }

    /// A position, bounds, transform or mask scaled per axis (see `rescaleGeometry`).
    static func rescaled(_ value: AnimationValue, sx: Double, sy: Double, offset: Point) -> AnimationValue {
        switch value {
        case .point(let p):
            return .point(Point(x: p.x * sx + offset.x, y: p.y * sy + offset.y))
        case .rect(let r):
            // Bounds: the size scales, the origin (what the children scroll by) stays.
            return .rect(Rect(x: r.minX, y: r.minY, width: r.width * sx, height: r.height * sy))
        case .transform(var t):
            t.m41 *= sx
            t.m42 *= sy
            return .transform(t)
        case .shape(let shape):
            return .shape(shape.map { rescaled($0, sx: sx, sy: sy) })
        case .scalar, .color:
            return value
        }
    }

    /// A mask scaled per axis; a circle stays a circle about its scaled centre, its radius
    /// scaled by the larger factor, so a reveal that covered the old bounds covers the new ones.
    static func rescaled(_ shape: Shape, sx: Double, sy: Double) -> Shape {
        func scale(_ r: Rect) -> Rect {
            Rect(x: r.minX * sx, y: r.minY * sy, width: r.width * sx, height: r.height * sy)
        }
        switch shape {
        case .rect(let r):
            return .rect(scale(r))
        case .roundedRect(let r, let radius, let corners):
            return .roundedRect(scale(r), cornerRadius: radius, corners: corners)
        case .ellipse(let r):
            guard abs(r.width - r.height) < 1e-9 else { return .ellipse(scale(r)) }
            let diameter = r.width * max(sx, sy)
            return .ellipse(
                Rect(x: r.midX * sx - diameter / 2, y: r.midY * sy - diameter / 2, width: diameter, height: diameter))
        case .polygon(let points):
            return .polygon(points.map { Point(x: $0.x * sx, y: $0.y * sy) })
        }
    }
}
