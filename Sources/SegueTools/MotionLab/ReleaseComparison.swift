import Foundation
import SegueCore
import SegueUI

/// One scripted drag of the app's own transition run twice, once completing as UIKit's
/// percent-driven transition does (`.curve`: `completionCurve` over the rest of the duration at
/// `completionSpeed`, the finger's speed ignored) and once with Segue's velocity-keeping
/// hand-off spring, plotted together with the finger, the release marked: where the UIKit
/// release lurches (the element's speed jumps at the release) and what the hand-off does instead.
package struct ReleaseComparison {
    /// What happened at the first release of a run.
    public struct Release: Equatable, Sendable {
        /// The completion model (`UIKit curve` or `hand-off`).
        public var model: String
        /// The release, in seconds from the run's first frame.
        public var time: Double
        /// The element that followed the finger most closely before the release.
        public var element: String
        /// The finger's speed over its last step, in points per second.
        public var fingerSpeed: Double
        /// The element's speed over its last step under the finger.
        public var speedBefore: Double
        /// The element's speed as the completion takes it over, from its first two steps.
        public var speedAfter: Double

        /// The change of speed at the release, in points per second (0 is a seamless hand-off).
        public var jump: Double { speedAfter - speedBefore }
    }

    /// Both runs' series (their names say the model) and the finger, the releases marked.
    public let plot: MotionPlot
    /// The first release of a drag in each run: UIKit's curve, then the hand-off; nil when a run
    /// has none.
    public let releases: [Release?]

    /// Runs `script` (a drag that drives a transition) in `style` with each completion model.
    public init(lab: MotionLab, style: TransitionStyle?, script: Script, title: String) throws {
        let models: [(String, PercentDrivenInteractiveTransition.CompletionMotion)] = [
            ("UIKit curve", .curve), ("hand-off", .spring(response: Spring.handOffResponse)),
        ]
        var series: [MotionPlot.Series] = []
        var releases: [Release?] = []
        var markers: [MotionPlot.Marker] = []
        for (index, (model, motion)) in models.enumerated() {
            let trace = try lab.trace(style: style, script: script, release: motion)
            let plot = MotionPlot(trace: trace, title: title, includePointer: index == 0)
            for var item in plot.series {
                if !item.isPointer { item.name = "\(model): \(item.name)" }
                series.append(item)
            }
            let release = Self.release(in: trace, model: model)
            releases.append(release)
            if let release, index == 0 { markers.append(MotionPlot.Marker(time: release.time, label: "release")) }
        }
        // The marker says how the speed jumps at the release under each model.
        let jumps = releases.compactMap { $0 }.map { "\($0.model) \(String(format: "%+.0f", $0.jump))" }
        if !markers.isEmpty, !jumps.isEmpty {
            markers[0].label = "release: " + jumps.joined(separator: ", ") + " pt/s"
        }
        var plot = MotionPlot(trace: MotionTrace(), title: "\(title): UIKit curve vs hand-off")
        // The finger last, as a single plot draws it.
        plot.series = series.filter { !$0.isPointer } + series.filter(\.isPointer)
        plot.markers = markers
        self.plot = plot
        self.releases = releases
    }

    /// One line per model: the speeds around the release and the jump.
    public var summary: String {
        releases.compactMap { release in
            guard let release else { return nil }
            return String(
                format: "%@: %@ at %.3f s, finger %.0f pt/s, before %.0f pt/s, after %.0f pt/s, jump %+.0f pt/s",
                release.model, release.element, release.time, release.fingerSpeed, release.speedBefore,
                release.speedAfter, release.jump)
        }.joined(separator: "\n")
    }

    private static func length(_ point: Point) -> Double {
        Double((point.x * point.x + point.y * point.y).squareRoot())
    }

    /// The first release of a drag in `trace` and how the element that followed the finger moved across it.
    static func release(in trace: MotionTrace, model: String) -> Release? {
        let samples = trace.samples
        guard let start = samples.first?.time,
            let pressed = samples.indices.first(where: { i in
                // A drag's release: pressed for three frames, moving in the last (a click is no
                // hand-off).
                i >= 2 && i + 3 < samples.count && samples[i].isPointerDown && !samples[i + 1].isPointerDown
                    && samples[i - 1].isPointerDown && samples[i - 2].isPointerDown
                    && Self.length(samples[i].pointer - samples[i - 1].pointer) >= 1
            })
        else { return nil }
        let p = pressed
        let dt = max(samples[p].time - samples[p - 1].time, 1e-9)
        let finger = samples[p].pointer - samples[p - 1].pointer
        let useX = abs(finger.x) >= abs(finger.y)
        func along(_ point: Point) -> Double { Double(useX ? point.x : point.y) }
        let fingerStep = along(finger)
        var best: (name: String, error: Double)?
        for name in trace.elementNames {
            guard let a = samples[p - 1].frames[name], let b = samples[p].frames[name] else { continue }
            let step = along(Point(x: b.minX - a.minX, y: b.minY - a.minY))
            let error = abs(step - fingerStep)
            if error < (best?.error ?? .infinity) { best = (name, error) }
        }
        guard let name = best?.name else { return nil }
        func speed(_ i: Int) -> Double? {
            guard let a = samples[i - 1].frames[name], let b = samples[i].frames[name] else { return nil }
            let elapsed = max(samples[i].time - samples[i - 1].time, 1e-9)
            return abs(along(Point(x: b.minX - a.minX, y: b.minY - a.minY))) / elapsed
        }
        // The frame after the last pressed one still shows the finger's last step; the
        // completion moves the element from the next one on. Its speed at the release instant
        // comes from its first two steps, exact under constant acceleration (as
        // `HandOffInvariant` estimates it): UIKit's ease-in-out curve starts from rest.
        guard p + 3 < samples.count, let before = speed(p + 1), let a = speed(p + 2), let b = speed(p + 3)
        else { return nil }
        let after = max((3 * a - b) / 2, 0)
        return Release(
            model: model, time: samples[p + 1].time - start, element: name, fingerSpeed: abs(fingerStep) / dt,
            speedBefore: before, speedAfter: after)
    }
}
