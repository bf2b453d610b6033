import Foundation
import SegueCore
import SegueGIF
import SegueSDL
import SegueUI

/// The same operation in several styles at the same moments, side by side: each scene at full
/// size (the picture is the scenes' widths added, plus `gap` between them) over a caption row
/// naming its style and tuning. Written as a GIF (every frame) or a PNG (a filmstrip row per
/// style).
package struct MotionComparison {
    /// The gap between scenes, in pixels.
    public static let gap = 8
    /// The caption row's height under the scenes, in pixels.
    public static let captionHeight = FilmstripComposer.captionHeight
    /// The moments a PNG shows, as fractions of the longest transition.
    public static let stillFractions = [0, 0.25, 0.5, 0.75, 1.0]

    /// The styles, left to right (nil: the content's own, for an app without styles).
    public let styles: [TransitionStyle?]
    /// The operation.
    public let operation: TransitionOperation
    private let runners: [ScriptRunner]
    private let frames: [Surface]
    private let durations: [Double]
    private let fontPath: String

    /// Prepares a scene per style, idle just before `operation`.
    public init(lab: MotionLab, styles: [TransitionStyle?], operation: TransitionOperation) throws {
        self.styles = styles
        self.operation = operation
        fontPath = lab.fontPath
        runners = try styles.map { try lab.runner(style: $0, before: operation) }
        frames = try runners.map { runner in
            guard let source = runner.host as? FrameReadback else {
                throw ScriptFailure("compare needs a host whose frames can be read back")
            }
            return try Surface(width: source.pixelSize.width, height: source.pixelSize.height)
        }
        var durations: [Double] = []
        for runner in runners {
            try runner.start(operation)
            guard let active = runner.scene.window.activeTransition else {
                throw ScriptFailure(
                    "the \(operation.rawValue) did not start in \(runner.scene.transitionStyleName ?? "?")")
            }
            durations.append(active.animator.transitionDuration(using: active.context))
        }
        self.durations = durations
    }

    /// The scenes' style names, comma-separated (the app's name for a scene without one).
    public var names: String {
        zip(styles, runners).map { style, runner in
            (style ?? runner.host.content.transitionStyle)?.name ?? SegueApplication.programName
        }.joined(separator: ", ")
    }

    /// The longest transition's duration, in seconds.
    public var duration: Double { durations.max() ?? 0 }

    /// The captions: each style and what of its motion for the operation is tuned.
    public var captions: [String] {
        zip(styles, runners).map { style, runner in
            guard let style = style ?? runner.host.content.transitionStyle else { return operation.rawValue }
            let tuning = runner.host.content.motionTuning
            let shaping = style.motionKeys(for: operation)
            let changed = tuning[style].changedKeys.filter(shaping.contains)
            guard !changed.isEmpty else { return "\(style.name) \(operation.rawValue)" }
            let values = changed.map { "\($0.name) \(tuning[style][$0]?.description ?? "")" }
            return "\(style.name) \(operation.rawValue) · " + values.joined(separator: ", ")
        }
    }

    /// The picture's size in pixels: the scenes' widths plus the gaps, the tallest scene plus the
    /// caption row.
    public var pictureSize: PixelSize {
        PixelSize(
            width: frames.reduce(0) { $0 + $1.width } + MotionComparison.gap * max(frames.count - 1, 0),
            height: (frames.map(\.height).max() ?? 0) + MotionComparison.captionHeight)
    }

    private var elapsed = 0.0

    /// Advances every scene to `time` seconds after the start and reads their frames.
    private mutating func advance(to time: Double) throws {
        for (runner, frame) in zip(runners, frames) {
            guard let host = runner.host as? ManualTimeHost, let source = runner.host as? FrameReadback else {
                throw ScriptFailure("compare needs headless hosts")
            }
            try host.advance(bySeconds: time - elapsed)
            try source.readPixels(into: frame)
        }
        elapsed = time
    }

    /// Draws the scenes' current frames and the captions into `picture`.
    private func draw(into picture: Surface, font: Font, captionImages: [Surface]) throws {
        try picture.fill(.white)
        var left = 0
        for (index, frame) in frames.enumerated() {
            FilmstripComposer.copy(frame, onto: picture, x: left, y: 0)
            let caption = captionImages[index]
            FilmstripComposer.blend(
                caption, onto: picture, x: left + (frame.width - caption.width) / 2,
                y: frame.height + (MotionComparison.captionHeight - caption.height) / 2)
            left += frame.width + MotionComparison.gap
        }
    }

    private func captionImages() throws -> (Font, [Surface]) {
        let font = try Font(
            context: try SDLContext.shared(), path: fontPath, pixelSize: FilmstripComposer.captionFontSize)
        return (font, try captions.map { try font.render($0, color: Color(r: 60, g: 60, b: 67)) })
    }

    /// Writes every frame at `framesPerSecond` (the moments `segue record` uses for the longest
    /// style) into a GIF whose delays add up to the longest duration.
    public mutating func writeGIF(path: String, framesPerSecond: Int, scale: Double = 1) throws -> GIFSummary {
        let recorder = try GIFFrameRecorder(path: path, pixelSize: pictureSize, scale: scale)
        let (font, captions) = try captionImages()
        let intervals = max(1, Int((duration * Double(framesPerSecond)).rounded()))
        let delays = GIFTiming.delays(frameCount: intervals + 1, seconds: duration)
        for index in 0...intervals {
            let target = duration * Double(index) / Double(intervals) + (index == intervals ? 1e-9 : 0)
            try advance(to: target)
            try draw(into: recorder.frame, font: font, captionImages: captions)
            try recorder.addFrame(delayCentiseconds: delays[index])
        }
        return try recorder.finish()
    }

    /// Writes a PNG with a filmstrip row per style at `stillFractions` of the longest duration.
    public mutating func writePNG(path: String) throws {
        var rows: [[Surface]] = Array(repeating: [], count: frames.count)
        for fraction in MotionComparison.stillFractions {
            try advance(to: duration * fraction + (fraction == 1 ? 1e-9 : 0))
            for (index, frame) in frames.enumerated() {
                let copy = try Surface(width: frame.width, height: frame.height)
                FilmstripComposer.copy(frame, onto: copy, x: 0, y: 0)
                rows[index].append(copy)
            }
        }
        let times = MotionComparison.stillFractions.map { String(format: "%.2f s", duration * $0) }
        let strips = try zip(rows, captions).map { row, caption in
            try FilmstripComposer.compose(frames: row, captions: times.map { "\(caption) · \($0)" }, fontPath: fontPath)
        }
        let width = strips.map(\.width).max() ?? 1
        let picture = try Surface(width: width, height: strips.reduce(0) { $0 + $1.height })
        try picture.fill(.white)
        var top = 0
        for strip in strips {
            FilmstripComposer.copy(strip, onto: picture, x: 0, y: top)
            top += strip.height
        }
        try picture.savePNG(path: path)
    }
}
