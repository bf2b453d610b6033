import SegueCore
import SegueSDL

/// A test pattern drawn straight through SDL_RenderGeometry, shown until the viewer exists:
/// triangles with per-vertex colours, a translucent band and text from the font.
public enum TestPattern {
    /// The pattern's size in points: an iPhone-sized portrait screen.
    public static let size = Size(width: 390, height: 844)

    /// Draws the pattern filling the renderer's output, at `scale` pixels per point.
    public static func draw(on renderer: Renderer, text: TextTextureCache, scale: Double) throws {
        let output = renderer.outputSize
        let width = Float(Double(output.width) / scale)
        let height = Float(Double(output.height) / scale)
        let s = Float(scale)
        func v(_ x: Float, _ y: Float, _ color: Color, u: Float = 0, w: Float = 0) -> RenderVertex {
            RenderVertex(x: x * s, y: y * s, color: color, u: u, v: w)
        }
        try renderer.clear(Color(r: 242, g: 242, b: 247))
        // Per-vertex colour triangles.
        try renderer.drawGeometry(
            texture: nil,
            vertices: [v(width / 2, 150, .red), v(width - 30, 420, .green), v(30, 420, .blue)],
            indices: [0, 1, 2])
        try renderer.drawGeometry(
            texture: nil,
            vertices: [
                v(30, 470, .yellow), v(width - 30, 470, .systemBlue), v(width - 30, 560, .white),
                v(30, 560, Color(r: 255, g: 45, b: 85)),
            ],
            indices: [0, 1, 2, 0, 2, 3])
        // A translucent band across both, to show blending.
        let band = Color(r: 0, g: 0, b: 0, a: 90)
        try renderer.drawGeometry(
            texture: nil, vertices: [v(0, 330, band), v(width, 330, band), v(width, 500, band), v(0, 500, band)],
            indices: [0, 1, 2, 0, 2, 3])
        // Text.
        let lines = [
            (TextKey(string: "Segue", fontSize: 34, color: .black), Float(60)),
            (TextKey(string: "Test pattern — SDL_RenderGeometry", fontSize: 15, color: .black), Float(600)),
            (TextKey(string: "Press Esc to quit", fontSize: 17, color: .systemBlue), Float(height - 60)),
        ]
        for (key, top) in lines {
            let box = text.measure(key.string, fontSize: key.fontSize)
            let texture = try text.texture(for: key)
            let x0 = (width - Float(box.width)) / 2
            let x1 = x0 + Float(box.width)
            let y1 = top + Float(box.height)
            try renderer.drawGeometry(
                texture: texture,
                vertices: [
                    v(x0, top, .white, u: 0, w: 0), v(x1, top, .white, u: 1, w: 0), v(x1, y1, .white, u: 1, w: 1),
                    v(x0, y1, .white, u: 0, w: 1),
                ],
                indices: [0, 1, 2, 0, 2, 3])
        }
    }
}
