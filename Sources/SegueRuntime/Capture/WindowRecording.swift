import Foundation
import SegueGIF
import SegueSDL

/// Key R's recording of what the window shows. The window draws only when something changes,
/// at up to 60 frames a second; the recording keeps at most one frame per `minimumInterval` and
/// shows each for as long as the window did (the time until the next kept frame). The frame
/// held back is always the latest drawn, so the last state before an idle pause is recorded.
final class WindowRecording {
    /// The shortest delay kept between frames (GIF viewers slow down delays below 2/100 s).
    static let minimumInterval = 1.0 / 30

    /// The frames.
    let recorder: GIFFrameRecorder
    /// The pixel size of the recorded frames; a resized window stops the recording.
    let pixelSize: PixelSize
    private let startTime: Double
    /// The time of the frame held in `recorder.frame`, not yet added.
    private var heldTime: Double?

    /// Starts recording `pixelSize` frames into `path` at `time` (seconds of the window's clock).
    init(path: String, pixelSize: PixelSize, time: Double) throws {
        recorder = try GIFFrameRecorder(path: path, pixelSize: pixelSize)
        self.pixelSize = pixelSize
        startTime = time
    }

    /// The output file.
    var path: String { recorder.path }

    /// Records the frame just drawn on `renderer` (before it is presented) at `time`.
    package func capture(from renderer: Renderer, at time: Double) throws {
        if let held = heldTime {
            if time - held >= Self.minimumInterval {
                try recorder.addFrame(delayCentiseconds: delay(from: held, to: time))
                heldTime = time
            }
        } else {
            heldTime = time
        }
        try renderer.readPixels(into: recorder.frame)
    }

    /// Adds the held frame, shown until `time`, and writes the GIF.
    @discardableResult
    package func finish(at time: Double) throws -> GIFSummary {
        if let held = heldTime {
            try recorder.addFrame(delayCentiseconds: max(2, delay(from: held, to: time)))
            heldTime = nil
        }
        return try recorder.finish()
    }

    private func delay(from start: Double, to end: Double) -> Int {
        min(65535, max(1, GIFTiming.centiseconds(from: start - startTime, to: end - startTime)))
    }

    /// `segue-YYYYMMDD-HHMMSS.gif` in `folder` for `date` (local time), with `-2`, `-3`... added
    /// when that file exists already.
    static func fileName(for date: Date, in folder: String = ".") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "segue-" + formatter.string(from: date)
        var name = stem + ".gif"
        var number = 2
        while FileManager.default.fileExists(atPath: folder + "/" + name) {
            name = "\(stem)-\(number).gif"
            number += 1
        }
        return name
    }
}
