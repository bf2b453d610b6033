import SegueCore
import SegueSDL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The floor SDL itself sets: the same N rotated squares drawn the way a programmer writing SDL by
/// hand would, with no view tree, animation engine or anti-aliasing. Each frame computes every
/// square's four corners from its angle (the angle and the colour move with the frame) and submits
/// all squares in one SDL_RenderGeometry call, two opaque triangles a square, without blending.
struct MinimalReference {
    /// Squares drawn.
    let count: Int
    /// Each square's centre, in pixels.
    private let centres: [Point]
    /// Each square's starting angle.
    private let angles: [Double]
    /// Two triangles a square, fixed (only the vertices change).
    let indices: [Int32]
    /// The vertices, rewritten every frame; kept so that frames do not allocate.
    private(set) var vertices: [RenderVertex]
    /// Half a square's side, in pixels.
    private let halfSide: Double
    /// Frames drawn, which moves the angles and colours.
    private var frameIndex = 0

    /// Lays out `count` squares as `BenchmarkScenes.animatedSquares` does, at `pixelScale`.
    init(count: Int, pixelScale: Double = 1) {
        self.count = count
        let size = BenchmarkScenes.size
        let side = BenchmarkScenes.squareSide
        let step = side + 2
        let columns = Int((size.width - step) / step)
        let rows = Int((size.height - step) / step)
        var centres: [Point] = []
        var angles: [Double] = []
        var indices: [Int32] = []
        centres.reserveCapacity(count)
        angles.reserveCapacity(count)
        indices.reserveCapacity(count * 6)
        for i in 0..<count {
            let column = i % columns
            let row = (i / columns) % rows
            centres.append(
                Point(
                    x: (step / 2 + Double(column) * step + side / 2) * pixelScale,
                    y: (step / 2 + Double(row) * step + side / 2) * pixelScale))
            angles.append(Double(i % 31) * 0.1)
            let base = Int32(4 * i)
            indices.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
        }
        self.centres = centres
        self.angles = angles
        self.indices = indices
        vertices = [RenderVertex](repeating: RenderVertex(x: 0, y: 0, color: .black), count: 4 * count)
        halfSide = side / 2 * pixelScale
    }

    /// Computes this frame's vertices: every square turned by its angle, coloured by the frame.
    mutating func computeVertices() {
        let turn = Double(frameIndex) * 0.01
        let green = UInt8(truncatingIfNeeded: frameIndex &* 3)
        let h = halfSide
        vertices.withUnsafeMutableBufferPointer { out in
            for i in 0..<count {
                let angle = angles[i] + turn
                let c = cos(angle) * h
                let s = sin(angle) * h
                let centre = centres[i]
                let color = Color(r: UInt8(i % 200 + 40), g: green, b: 200)
                // Corners (-h, -h), (h, -h), (h, h), (-h, h) rotated by the angle.
                out[4 * i] = RenderVertex(x: Float(centre.x - c + s), y: Float(centre.y - s - c), color: color)
                out[4 * i + 1] = RenderVertex(x: Float(centre.x + c + s), y: Float(centre.y + s - c), color: color)
                out[4 * i + 2] = RenderVertex(x: Float(centre.x + c - s), y: Float(centre.y + s + c), color: color)
                out[4 * i + 3] = RenderVertex(x: Float(centre.x - c - s), y: Float(centre.y - s + c), color: color)
            }
        }
        frameIndex += 1
    }

    /// One frame: compute the vertices, clear, one opaque SDL_RenderGeometry call, present.
    mutating func frame(on renderer: Renderer) throws {
        computeVertices()
        try renderer.clear(.black)
        try renderer.setDrawBlendMode(.none)
        try renderer.drawGeometry(texture: nil, vertices: vertices, indices: indices)
        try renderer.setDrawBlendMode(.blend)
        renderer.present()
    }

    /// Runs `frames` frames and returns the mean frame time in seconds.
    mutating func meanFrameTime(on renderer: Renderer, frames: Int) throws -> Double {
        let start = MonotonicClock.now()
        for _ in 0..<frames { try frame(on: renderer) }
        return (MonotonicClock.now() - start) / Double(frames)
    }

    /// Triangles per frame.
    var triangleCount: Int { 2 * count }
}
