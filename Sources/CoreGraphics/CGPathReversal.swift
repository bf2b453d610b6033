extension CGPath {
    /// The elements with every subpath running the other way: each subpath starts at its old end
    /// point, its segments come in reverse order with their control points swapped, and a closed
    /// subpath stays closed (what UIKit's `UIBezierPath.reversing()` does).
    package func reversedSegments() -> [CGPathSegment] {
        var result: [CGPathSegment] = []
        result.reserveCapacity(segments.count)
        var index = 0
        while index < segments.count {
            guard case .move(let start) = segments[index] else {
                index += 1
                continue
            }
            // The subpath: its drawing segments up to the next move or close.
            var end = index + 1
            while end < segments.count {
                if case .move = segments[end] { break }
                if case .close = segments[end] { break }
                end += 1
            }
            let closed = end < segments.count && segments[end] == .close
            // Points[i] is where segment i starts.
            var from: [CGPoint] = [start]
            for i in (index + 1)..<end { from.append(segments[i].endPoint ?? start) }
            result.append(.move(from[from.count - 1]))
            for i in stride(from: end - 1, to: index, by: -1) {
                let target = from[i - index - 1]
                switch segments[i] {
                case .line: result.append(.line(target))
                case .quadCurve(let c, _): result.append(.quadCurve(control: c, end: target))
                case .curve(let c1, let c2, _): result.append(.curve(control1: c2, control2: c1, end: target))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            index = closed ? end + 1 : end
        }
        return result
    }
}
