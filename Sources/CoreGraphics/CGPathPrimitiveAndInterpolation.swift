extension CGPath {
    /// The simple shape this path is exactly, so Segue's renderer can draw it as that primitive: a
    /// rectangle, an ellipse or a rounded rectangle built as one (`CGPath(rect:transform:)`,
    /// `addEllipse(in:)`, `UIBezierPath(roundedRect:cornerRadius:)`, …) on an empty path and not
    /// changed since, or mapped only by positive scales and translations; or any closed path whose
    /// elements trace an axis-aligned rectangle. Nil for anything else.
    package var primitive: CGPathPrimitive? {
        if let hint = primitiveHint { return hint }
        return tracedRectangle(requiringClose: true).map { .rect($0) }
    }

    /// The rectangle the elements trace, without allocating: a move, three lines and a close; or a
    /// move, four lines (the last back to the start) and, unless `requiringClose` is false, a close.
    /// Every edge must be horizontal or vertical.
    func tracedRectangle(requiringClose: Bool) -> CGRect? {
        let count = segments.count
        guard count >= 5, count <= 6, case .move(let p0) = segments[0], case .line(let p1) = segments[1],
            case .line(let p2) = segments[2], case .line(let p3) = segments[3]
        else { return nil }
        var closed = false
        if case .close = segments[count - 1] { closed = true }
        if case .line(let p4) = segments[4] {
            guard p4 == p0, count == 5 || closed else { return nil }
        } else if count != 5 || !closed {
            return nil
        }
        guard closed || !requiringClose else { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        return CGRect(x: p0.x, y: p0.y, width: p2.x - p0.x, height: p2.y - p0.y).standardized
    }

    /// True when both paths have the same elements in the same order (their points may differ):
    /// the paths `interpolate(_:_:fraction:)` can blend.
    package func hasSameStructure(as other: CGPath) -> Bool {
        guard segments.count == other.segments.count else { return false }
        for (a, b) in zip(segments, other.segments) where !a.hasSameKind(as: b) { return false }
        return true
    }

    /// The path a fraction `t` of the way from `from` to `to`, as Core Animation animates a
    /// `CAShapeLayer`'s `path`: each point blended linearly when both paths have the same structure
    /// (`hasSameStructure(as:)`).
    ///
    /// Paths of different structure cannot be blended: Apple documents the result as undefined.
    /// Segue jumps, drawing `from` until halfway (`t < 0.5`) and `to` from there on, as it does for
    /// any other value that cannot be blended.
    package static func interpolate(_ from: CGPath, _ to: CGPath, fraction t: CGFloat) -> CGPath {
        let result = CGMutablePath()
        result.setInterpolation(from: from, to: to, fraction: t)
        return result
    }
}

extension CGMutablePath {
    /// Replaces this path's elements with the blend of two paths at fraction `t` (see
    /// `CGPath.interpolate(_:_:fraction:)`), reusing this path's storage so an animation can blend
    /// into the same path every frame without allocating.
    package func setInterpolation(from a: CGPath, to b: CGPath, fraction t: CGFloat) {
        segments.removeAll(keepingCapacity: true)
        guard a.hasSameStructure(as: b) else {
            let chosen = t < 0.5 ? a : b
            segments.append(contentsOf: chosen.segments)
            primitiveHint = chosen.primitiveHint
            return
        }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        for (x, y) in zip(a.segments, b.segments) {
            switch (x, y) {
            case (.move(let p), .move(let q)): segments.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): segments.append(.line(mix(p, q)))
            case (.quadCurve(let c, let p), .quadCurve(let d, let q)):
                segments.append(.quadCurve(control: mix(c, d), end: mix(p, q)))
            case (.curve(let c1, let c2, let p), .curve(let d1, let d2, let q)):
                segments.append(.curve(control1: mix(c1, d1), control2: mix(c2, d2), end: mix(p, q)))
            default: segments.append(.close)
            }
        }
        // Shapes built as the same primitive blend into that primitive: their points are linear in
        // the rectangle and corner sizes, so the blended points are the blended shape's.
        if let ha = a.primitiveHint, let hb = b.primitiveHint {
            primitiveHint = CGPathPrimitive.interpolate(ha, hb, t)
        } else {
            primitiveHint = nil
        }
    }
}
