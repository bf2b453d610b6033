import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string.
    public let rawValue: String
    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace, (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start, (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end, (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end, (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default for implicit animations, (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction`.
@preconcurrency @MainActor public final class CAMediaTimingFunction: Sendable {
    /// The curve.
    package let curve: TimingCurve

    /// A predefined timing function.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        default: curve = .default
        }
    }

    /// A timing function from its two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    init(curve: TimingCurve) { self.curve = curve }

    /// Writes the control point at an index (0 to 3: the start, the two control points, the end)
    /// into `values`, as Core Animation's `getControlPoint(at:values:)`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, curve.controlPoint1, curve.controlPoint2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(index) else { return }
        ptr[0] = Float(points[index].x)
        ptr[1] = Float(points[index].y)
    }
}

/// A duration or a point in time in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
