import SegueCore
import SegueSDL

/// Lays frames side by side on a white strip, a small gap between them, with a caption row of
/// text centred under each frame.
enum FilmstripComposer {
    /// The gap around and between frames, in pixels.
    static let gap = 8
    /// The height of the caption row, in pixels.
    static let captionHeight = 28
    /// The caption's font size, in pixels.
    static let captionFontSize = 15

    /// Composes `frames` (all the same size) with `captions` (one per frame) into a new surface.
    static func compose(frames: [Surface], captions: [String], fontPath: String) throws -> Surface {
        guard let first = frames.first else { return try Surface(width: 1, height: 1) }
        let frameWidth = first.width
        let frameHeight = first.height
        let strip = try Surface(
            width: gap + frames.count * (frameWidth + gap), height: gap + frameHeight + captionHeight)
        try strip.fill(.white)
        let font = try Font(context: try SDLContext.shared(), path: fontPath, pixelSize: captionFontSize)
        for (index, frame) in frames.enumerated() {
            let left = gap + index * (frameWidth + gap)
            copy(frame, onto: strip, x: left, y: gap)
            guard index < captions.count else { continue }
            let text = try font.render(captions[index], color: Color(r: 60, g: 60, b: 67))
            let x = left + (frameWidth - text.width) / 2
            let y = gap + frameHeight + (captionHeight - text.height) / 2
            blend(text, onto: strip, x: x, y: y)
        }
        return strip
    }

    /// Copies `source` opaquely with its top-left corner at (x, y), clipped to `target`.
    static func copy(_ source: Surface, onto target: Surface, x: Int, y: Int) {
        for row in 0..<source.height where y + row >= 0 && y + row < target.height {
            for column in 0..<source.width where x + column >= 0 && x + column < target.width {
                var color = source[column, row]
                color.a = 255
                target[x + column, y + row] = color
            }
        }
    }

    /// Draws `source` over `target` at (x, y) with source-over blending, clipped to `target`.
    static func blend(_ source: Surface, onto target: Surface, x: Int, y: Int) {
        for row in 0..<source.height where y + row >= 0 && y + row < target.height {
            for column in 0..<source.width where x + column >= 0 && x + column < target.width {
                let top = source[column, row]
                guard top.a > 0 else { continue }
                let bottom = target[x + column, y + row]
                target[x + column, y + row] = Color.interpolate(bottom, top.withAlpha(1), top.alpha)
            }
        }
    }
}
