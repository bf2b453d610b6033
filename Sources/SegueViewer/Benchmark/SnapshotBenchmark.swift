import SegueCore
import SegueSDL
import SegueUI

/// The cost of snapshots (`View.snapshotView`): making one of a Gallery-like card (a rounded,
/// coloured view with a title), against making a pixel layer of it instead, and whole frames with twelve cards flying (scaling, turning and
/// fading as a shared-element cross-fade does), drawn as the cards themselves and as snapshots of
/// them; and the allocations of a steady frame of flying snapshots.
enum SnapshotBenchmark {
    /// The number of cards.
    static let cardCount = 12

    /// Medians in seconds, and allocations per frame.
    struct Result {
        /// Making one snapshot of a card.
        let make: Double
        /// The bytes its recording takes.
        let recordingBytes: Int
        /// What a pixel-layer snapshot would cost to make instead: the card drawn alone into a
        /// canvas of its size (kept from one to the next) and its pixels read back.
        let layerMake: Double
        /// The bytes such a layer holds (its pixels).
        let layerBytes: Int
        /// A frame with the twelve cards themselves flying.
        let originals: Double
        /// A frame with twelve snapshots of them flying instead (the cards hidden).
        let snapshots: Double
        /// Segue's allocations per steady frame of flying snapshots (nil without the counting malloc).
        let allocationsPerFrame: Double?
    }

    /// A card as the scene has them: rounded, coloured, titled.
    static func makeCard(_ i: Int, frame: Rect) -> View {
        let card = View(frame: frame)
        card.backgroundColor = Color(r: UInt8(40 + i * 17), g: UInt8(200 - i * 11), b: 120)
        card.cornerRadius = 14
        card.addSubview(Label(text: "Card \(i + 1)", fontSize: 17, textColor: .white, frame: card.bounds))
        return card
    }

    /// A window of twelve cards in three columns, with a snapshot of each on top (hidden unless
    /// `flySnapshots`); the flying views animate a scale, a turn and a fade for an hour.
    static func makeScene(clock: MediaClock, textMeasurer: TextMeasuring, flySnapshots: Bool) -> WindowView {
        let size = BenchmarkScenes.size
        let window = WindowView(size: size, clock: clock, textMeasurer: textMeasurer)
        window.backgroundColor = Color(r: 242, g: 242, b: 247)
        let width = (size.width - 64) / 3
        var cards: [View] = []
        for i in 0..<cardCount {
            let card = makeCard(
                i,
                frame: Rect(
                    x: 20 + Double(i % 3) * (width + 12), y: 120 + Double(i / 3) * (width * 1.25 + 12), width: width,
                    height: width * 1.25))
            window.addSubview(card)
            cards.append(card)
        }
        window.update()
        var flying = cards
        if flySnapshots {
            flying = cards.compactMap { card in
                guard let snapshot = card.snapshotView(afterScreenUpdates: false) else { return nil }
                snapshot.frame = card.frame
                card.isHidden = true
                window.addSubview(snapshot)
                return snapshot
            }
        }
        window.update()
        View.animate(withDuration: BenchmarkScenes.animationDuration, curve: .linear) {
            for (i, view) in flying.enumerated() {
                view.transform3D = Transform3D(scaleX: 2, y: 2, z: 1).rotated(by: Double(i) * 0.2 + 1, x: 0, y: 0, z: 1)
                view.alpha = 0.6
            }
        }
        return window
    }

    static func run(options: BenchmarkOptions, canvas: BenchmarkCanvas, fontPath: String) throws -> Result {
        let measurer = canvas.textMeasurer
        let clock = ManualClock()
        let originals = makeScene(clock: clock, textMeasurer: measurer, flySnapshots: false)
        let snapshots = makeScene(clock: clock, textMeasurer: measurer, flySnapshots: true)
        let driver = FrameDriver(canvas: canvas, clock: clock)
        func median(_ window: WindowView) throws -> Double {
            try driver.frame(window)
            var samples: [Double] = []
            for _ in 0..<options.repetitions {
                samples.append(try driver.meanFrameTime(window, frames: options.frames))
            }
            return Statistics.median(samples)
        }
        let card = originals.subviews[0]
        var makeSamples: [Double] = []
        for _ in 0..<options.repetitions {
            let rounds = 200
            let elapsed = MonotonicClock.measure {
                for _ in 0..<rounds { _ = card.snapshotView(afterScreenUpdates: false) }
            }
            makeSamples.append(elapsed / Double(rounds))
        }
        let size = card.bounds.size
        let layer = try OffscreenCanvas(
            width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)), fontPath: fontPath)
        let alone = WindowView(size: size, clock: ManualClock(), textMeasurer: layer.textMeasurer)
        alone.addSubview(makeCard(0, frame: Rect(origin: .zero, size: size)))
        alone.update()
        try layer.render(alone)
        var layerSamples: [Double] = []
        var layerBytes = 0
        for _ in 0..<options.repetitions {
            let rounds = 50
            let elapsed = try MonotonicClock.measure {
                for _ in 0..<rounds {
                    try layer.render(alone)
                    let pixels = try layer.snapshot()
                    layerBytes = pixels.height * pixels.width * 4
                }
            }
            layerSamples.append(elapsed / Double(rounds))
        }
        let originalFrame = try median(originals)
        let snapshotFrame = try median(snapshots)
        var allocations: Double?
        if AllocationBenchmark.isAvailable {
            allocations =
                try AllocationBenchmark.run(
                    name: "flying snapshots", window: snapshots, driver: driver, frames: options.allocationFrames
                ).segueTotal
        }
        return Result(
            make: Statistics.median(makeSamples),
            recordingBytes: card.snapshotView(afterScreenUpdates: false)?.recording.byteCount ?? 0,
            layerMake: Statistics.median(layerSamples), layerBytes: layerBytes,
            originals: originalFrame, snapshots: snapshotFrame,
            allocationsPerFrame: allocations)
    }
}
