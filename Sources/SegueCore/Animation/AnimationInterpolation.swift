import Foundation

/// The one interpolation of animation values: both ends unboxed by kind, with what does not
/// depend on the progress worked out once (a transform's decomposition and the arc between its
/// rotations), so an animation builds it when its ends are known and evaluates it every frame.
///
/// Each kind is a final class holding its ends as plain fields: the engine calls `write` through
/// the animation's reference, which reads only the fields of that kind in place (no copy of a
/// large value out of the animation) and stores the result straight into the layer state's
/// field. A new kind of animation value gets its class and its formula here.
protocol AnimationInterpolation: AnyObject {
    /// The value at progress `t` (0 gives the start, 1 the end; springs may overshoot).
    func value(at t: Double) -> AnimationValue
    /// Writes the value at progress `t` into `property`'s field of `state`: the same as
    /// `state.set(property, to: value(at: t))`, without building the `AnimationValue` where the
    /// kind allows (each passes a value of a known kind to the inlined `set`, which the compiler
    /// reduces to the one store).
    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState)
    /// The ends as an `AnimationRecord` holds them, or nil for a kind records do not describe.
    var recordEnds: AnimationRecordEnds? { get }
}

extension AnimationInterpolation {
    /// Not described by records: evaluated through the object.
    var recordEnds: AnimationRecordEnds? { nil }
}

extension AnimationValue {
    /// The interpolation from `a` to `b`: by kind, and by jumping at the end for values that do
    /// not interpolate (different kinds, a missing mask).
    static func interpolation(from a: AnimationValue, to b: AnimationValue) -> any AnimationInterpolation {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return ScalarInterpolation(x, y)
        case (.point(let x), .point(let y)): return PointInterpolation(x, y)
        case (.rect(let x), .rect(let y)): return RectInterpolation(x, y)
        case (.color(let x), .color(let y)): return ColorInterpolation(x, y)
        case (.transform(let x), .transform(let y)):
            if let dx = x.decomposed, let dy = y.decomposed {
                let decomposed = DecomposedTransform.Interpolation(dx, dy)
                if let planar = decomposed.planar { return PlanarTransformInterpolation(planar) }
                return DecomposedTransformInterpolation(decomposed)
            }
            return MatrixInterpolation(x, y)
        case (.shape(let x?), .shape(let y?)): return ShapeInterpolation(x, y)
        default: return DiscreteInterpolation(a, b)
        }
    }
}

/// Linear interpolation of a number.
@inline(__always)
private func mix(_ x: Double, _ y: Double, _ t: Double) -> Double { x + (y - x) * t }

/// Numbers (alpha, corner radius), linearly.
final class ScalarInterpolation: AnimationInterpolation {
    let a: Double
    let b: Double

    init(_ a: Double, _ b: Double) {
        self.a = a
        self.b = b
    }

    /// The number at t.
    @inline(__always)
    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    func value(at t: Double) -> AnimationValue { .scalar(Self.mix(a, b, t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .scalar(Self.mix(a, b, t)))
    }

    var recordEnds: AnimationRecordEnds? { .scalar(a, b) }
}

/// Points (position, anchor point), coordinate by coordinate.
final class PointInterpolation: AnimationInterpolation {
    let a: Point
    let b: Point

    init(_ a: Point, _ b: Point) {
        self.a = a
        self.b = b
    }

    /// The point at t.
    @inline(__always)
    static func point(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: mix(a.x, b.x, t), y: mix(a.y, b.y, t)) }

    func value(at t: Double) -> AnimationValue { .point(Self.point(a, b, t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .point(Self.point(a, b, t)))
    }

    var recordEnds: AnimationRecordEnds? { .point(a, b) }
}

/// Rectangles (bounds), origin and size linearly.
final class RectInterpolation: AnimationInterpolation {
    let a: Rect
    let b: Rect

    init(_ a: Rect, _ b: Rect) {
        self.a = a
        self.b = b
    }

    /// The rectangle at t.
    @inline(__always)
    static func rect(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(
            x: mix(a.origin.x, b.origin.x, t), y: mix(a.origin.y, b.origin.y, t), width: mix(a.width, b.width, t),
            height: mix(a.height, b.height, t))
    }

    func value(at t: Double) -> AnimationValue { .rect(Self.rect(a, b, t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .rect(Self.rect(a, b, t)))
    }

    var recordEnds: AnimationRecordEnds? { .rect(a, b) }
}

/// Colours, channel by channel; the progress is clamped to 0...1 (a spring's overshoot would
/// leave the channels' range).
final class ColorInterpolation: AnimationInterpolation {
    let a: Color
    let b: Color

    init(_ a: Color, _ b: Color) {
        self.a = a
        self.b = b
    }

    /// The colour at t.
    @inline(__always)
    static func color(_ a: Color, _ b: Color, _ t: Double) -> Color { Color.interpolate(a, b, min(max(t, 0), 1)) }

    func value(at t: Double) -> AnimationValue { .color(Self.color(a, b, t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .color(Self.color(a, b, t)))
    }

    var recordEnds: AnimationRecordEnds? { .color(a, b) }
}

/// Transforms whose ends are both planar (a rotation about z, scale, skew in the plane,
/// translation): the angle linearly along the shorter arc, one sine and one cosine a frame.
final class PlanarTransformInterpolation: AnimationInterpolation {
    let planar: DecomposedTransform.PlanarInterpolation

    init(_ planar: DecomposedTransform.PlanarInterpolation) {
        self.planar = planar
    }

    func value(at t: Double) -> AnimationValue { .transform(planar.transform(at: t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .transform(planar.transform(at: t)))
    }

    var recordEnds: AnimationRecordEnds? { .planarTransform(planar) }
}

/// Transforms that decompose: by parts, the rotation spherically.
final class DecomposedTransformInterpolation: AnimationInterpolation {
    let interpolation: DecomposedTransform.Interpolation

    init(_ interpolation: DecomposedTransform.Interpolation) {
        self.interpolation = interpolation
    }

    func value(at t: Double) -> AnimationValue { .transform(interpolation.transform(at: t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .transform(interpolation.transform(at: t)))
    }
}

/// Transforms that do not decompose: entry by entry.
final class MatrixInterpolation: AnimationInterpolation {
    let a: Transform3D
    let b: Transform3D

    init(_ a: Transform3D, _ b: Transform3D) {
        self.a = a
        self.b = b
    }

    func value(at t: Double) -> AnimationValue { .transform(Transform3D.blend(a, b, t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: .transform(Transform3D.blend(a, b, t)))
    }
}

/// Masks, point by point (see `Shape.interpolate`).
final class ShapeInterpolation: AnimationInterpolation {
    let a: Shape
    let b: Shape

    init(_ a: Shape, _ b: Shape) {
        self.a = a
        self.b = b
    }

    func value(at t: Double) -> AnimationValue { .shape(Shape.interpolate(a, b, t)) }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: value(at: t))
    }
}

/// Values that do not interpolate: the start until the end.
final class DiscreteInterpolation: AnimationInterpolation {
    let a: AnimationValue
    let b: AnimationValue

    init(_ a: AnimationValue, _ b: AnimationValue) {
        self.a = a
        self.b = b
    }

    func value(at t: Double) -> AnimationValue { t < 1 ? a : b }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: value(at: t))
    }
}
