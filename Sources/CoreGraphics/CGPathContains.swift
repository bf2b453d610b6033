extension CGPath {
    /// True when `point` is inside the path under a fill rule, as `CGPathContainsPoint`: inside
    /// where filling the path would paint, every subpath closed implicitly. `transform` is applied
    /// to the point before the test, as Apple documents. Points exactly on an edge count as inside
    /// on the edge's left or top side only (Segue's choice; Apple does not document it).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        contains(point.applying(transform), rule: rule, closedSubpathsOnly: false)
    }

    /// True when `point` is inside the path under a fill rule. With `closedSubpathsOnly`, open
    /// subpaths enclose nothing (UIKit's `UIBezierPath.contains(_:)`).
    package func contains(_ point: CGPoint, rule: CGPathFillRule, closedSubpathsOnly: Bool) -> Bool {
        let bounds = boundingBox
        guard !bounds.isNull, point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY,
            point.y <= bounds.maxY
        else { return false }
        let tolerance = max(max(bounds.width, bounds.height) * 1e-4, 1e-6)
        let flat = flattened(tolerance: tolerance)
        var winding = 0
        for subpath in flat.subpaths where subpath.isClosed || !closedSubpathsOnly {
            let points = flat.points(of: subpath)
            var previous = points[points.index(before: points.endIndex)]
            for p in points {
                winding += Self.crossing(from: previous, to: p, of: point)
                previous = p
            }
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The edge's contribution to the winding number of `q`: +1 for an upward edge with `q` on its
    /// left, -1 for a downward edge with `q` on its right, 0 otherwise (y half-open).
    private static func crossing(from a: CGPoint, to b: CGPoint, of q: CGPoint) -> Int {
        let side = (b.x - a.x) * (q.y - a.y) - (q.x - a.x) * (b.y - a.y)
        if a.y <= q.y {
            if b.y > q.y, side > 0 { return 1 }
        } else if b.y <= q.y, side < 0 {
            return -1
        }
        return 0
    }
}
