import Foundation
import SegueCore
import SegueUI

/// The motion lab in the window (key T): the parameters of the scene's transition style
/// (`SceneContent.transitionStyle`) with their values in `SceneContent.motionTuning`. Up and Down
/// (or Tab and Shift+Tab) choose a parameter, Left and Right change it by its step (with Shift ten
/// steps; a curve goes through the named curves), and a mouse drag on its slider sets it; each
/// change replays the last transition with the new value: the scene goes back to where it was
/// before that transition, without animation, and runs the operation again
/// (`SceneContent.startTransition` for a push or a presentation; a pop or a dismissal puts the
/// screen it took away back first). A small plot shows the position and speed of the moving
/// screens against time in the last transition. Ctrl+S writes the tuning to `segue-tuning.json`
/// in the current folder, which `--tuning` reads.
///
/// While the panel is open it takes the arrows, Tab and Ctrl+S: the frame steps (Left and
/// Right while paused) and the focus ring (Tab) wait until it is closed. It keeps the screen a
/// pop or a dismissal took away, to replay it, until the next transition or until it closes.
final class LabPanel: ToolPanel, LazyViewPanel {
    /// The file Ctrl+S writes, in `saveFolder`.
    static let fileName = "segue-tuning.json"

    let title = "Motion lab"
    let toggleKey: KeyPress? = KeyPress("t")
    let help = "motion lab: tune the style"
    let placement = OverlayPlacement.bottom
    private var made: LabPanelView?
    /// The panel's view, made when the window first draws it.
    var labView: LabPanelView {
        if let made { return made }
        let view = LabPanelView()
        made = view
        return view
    }
    var createdView: View? { made }
    var view: View { labView }

    /// Where Ctrl+S writes (the current folder unless a test chooses another).
    var saveFolder: String?
    /// The parameter chosen, an index into the style's keys.
    private(set) var selection = 0
    /// The last transition seen while the panel was open.
    private(set) var last: Record?
    /// What the panel says under the parameters (the last replay, a save, an error).
    private(set) var status = "push or present a screen: each change replays it"
    /// A change waiting for the transition in flight to end before it replays.
    private var pendingReplay = false
    /// The slider a mouse drag holds, if any.
    private var dragged: MotionKey?
    /// How many parameters the shown style has (0 without styles), as of the last refresh.
    private(set) var knownKeyCount = 0
    /// Bumped when what the view shows changes, so it is laid out again only then.
    private(set) var version = 0

    /// A transition the panel saw: how to undo and replay it, and what it did.
    struct Record {
        /// Push, pop, present or dismiss.
        var operation: TransitionOperation
        /// The screen a pop or a dismissal took away (kept to put it back) and, for a dismissal,
        /// the screen it was presented from.
        var removed: ViewController? = nil
        var presenter: ViewController? = nil
        /// The animator's duration, in seconds.
        var duration: Double
        /// Every frame from its start to the first frame at rest.
        /// The transition in the scene window, while it lives (an identity would be reused by the
        /// next transition made at the same address).
        weak var transition: ActiveTransition?
        /// True once it ended.
        var ended = false
        /// Every frame from its start to the first frame at rest.
        var trace = MotionTrace()
        /// Its plot, once it ended.
        var plot: MotionPlot? = nil
    }

    /// The controllers kept to replay a pop or a dismissal (0 or 1), which the scene no longer holds.
    var heldControllerCount: Int {
        guard let removed = last?.removed, removed.sceneWindow == nil else { return 0 }
        return 1
    }

    /// The views of the screen kept to replay a pop or a dismissal, while the scene does not hold it.
    var heldViewCount: Int {
        guard heldControllerCount > 0, let removed = last?.removed, removed.isViewLoaded else { return 0 }
        return removed.view.subtreeViewCount
    }

    /// The window title's note while shown: the last transition's operation and duration.
    var windowTitleNote: String? {
        last.map { "lab: \($0.operation.rawValue) \(DecimalText.twoDecimals($0.duration)) s" }
    }

    /// The keys the panel takes while shown.
    let keys: [(press: KeyPress, help: String)] = [
        (KeyPress(.up), "lab: previous parameter"), (KeyPress(.down), "lab: next parameter"),
        (KeyPress(.left), "lab: less (⇧ ten steps)"), (KeyPress(.right), "lab: more (⇧ ten steps)"),
        (KeyPress("s", modifiers: .control), "lab: save segue-tuning.json"),
    ]

    /// The style whose parameters the panel shows, nil when the app has none.
    func style(in scene: AppScene) -> TransitionStyle? { scene.content?.transitionStyle }

    /// The style's keys.
    func motionKeys(in scene: AppScene) -> [MotionKey] { style(in: scene)?.motionKeys ?? [] }

    /// The chosen key, nil without styles.
    func selectedKey(in scene: AppScene) -> MotionKey? {
        let keys = motionKeys(in: scene)
        return keys.isEmpty ? nil : keys[min(selection, keys.count - 1)]
    }

    /// The value of a key in the scene's tuning.
    func value(of key: MotionKey, in scene: AppScene) -> MotionValue? {
        guard let style = style(in: scene), let content = scene.content else { return nil }
        return content.motionTuning[style][key]
    }

    func size(fitting available: Size) -> Size {
        Size(
            width: min(LabPanelView.width, available.width),
            height: min(LabPanelView.height(for: self), available.height))
    }

    func visibilityDidChange(_ isShown: Bool, in scene: AppScene) {
        knownKeyCount = motionKeys(in: scene).count
        if !isShown {
            // Keep what replays without a screen held (a push or a presentation), drop the rest.
            if let kept = last, kept.removed == nil, kept.operation == .push || kept.operation == .present {
                last = Record(
                    operation: kept.operation, duration: kept.duration, transition: kept.transition, ended: true)
            } else {
                last = nil
            }
            pendingReplay = false
            dragged = nil
        } else if let last {
            status =
                "last: \(last.operation.rawValue), \(DecimalText.twoDecimals(last.duration)) s; a change replays it"
        }
        version += 1
    }

    func refresh(in scene: AppScene) {
        let count = motionKeys(in: scene).count
        if count != knownKeyCount {
            knownKeyCount = count
            version += 1
        }
        labView.show(self, in: scene)
    }

    // MARK: Keys

    func handle(_ press: KeyPress, in scene: AppScene) -> Bool {
        let keys = motionKeys(in: scene)
        if press == KeyPress("s", modifiers: .control) {
            save(in: scene)
            return true
        }
        guard !press.modifiers.contains(.control), !press.modifiers.contains(.alt) else { return false }
        switch press.key {
        case .up, .down, .tab:
            guard !keys.isEmpty else { return true }
            let back = press.key == .up || (press.key == .tab && press.modifiers.contains(.shift))
            selection = (min(selection, keys.count - 1) + (back ? keys.count - 1 : 1)) % keys.count
            version += 1
            return true
        case .left, .right:
            guard let key = selectedKey(in: scene) else { return true }
            let steps = (press.key == .right ? 1.0 : -1.0) * (press.modifiers.contains(.shift) ? 10 : 1)
            change(key, by: steps, in: scene)
            return true
        default:
            return false
        }
    }

    /// Moves a key by `steps` of its step (a curve: to the next or previous named curve).
    func change(_ key: MotionKey, by steps: Double, in scene: AppScene) {
        guard let current = value(of: key, in: scene) else { return }
        switch (key.kind, current) {
        case (.number(let range), .number(let number)):
            let next = Self.rounded(number + steps * key.step, step: key.step)
            set(key, to: .number(min(max(next, range.lowerBound), range.upperBound)), in: scene, replay: true)
        case (.curve, .curve(let curve)):
            let names = MotionValue.namedCurves
            let index = names.firstIndex { $0.curve == curve } ?? (steps > 0 ? -1 : 0)
            let next = (index + (steps > 0 ? 1 : names.count - 1)) % names.count
            set(key, to: .curve(names[next].curve), in: scene, replay: true)
        default:
            break
        }
    }

    /// A value on the step's grid (so 0.35 + 0.05 is 0.4, not 0.39999999999999997).
    static func rounded(_ value: Double, step: Double) -> Double {
        guard step > 0 else { return value }
        let decimals = max(0, Int((-log10(step)).rounded(.up)) + 1)
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// Sets a key in the scene's tuning and, when asked, replays the last transition.
    func set(_ key: MotionKey, to value: MotionValue, in scene: AppScene, replay: Bool) {
        guard let style = style(in: scene), let content = scene.content else { return }
        do {
            var tuning = content.motionTuning
            try tuning.set(style, key, to: value)
            content.motionTuning = tuning
        } catch {
            status = "\(error)"
        }
        version += 1
        if replay { requestReplay(in: scene) }
    }

    // MARK: Replays

    func requestReplay(in scene: AppScene) {
        guard last != nil else {
            status = "push or present a screen: each change replays it"
            return
        }
        if scene.window.isTransitioning || scene.window.queuedRequestCount > 0 {
            pendingReplay = true
            return
        }
        replay(in: scene)
    }

    /// Puts the scene back as it was before the last transition, without animation, and runs
    /// the transition again.
    private func replay(in scene: AppScene) {
        guard let last, let content = scene.content else { return }
        pendingReplay = false
        switch last.operation {
        case .push:
            scene.navigationController?.popViewController(animated: false)
        case .present:
            guard let front = scene.window.presentations.last?.presented else { break }
            front.dismiss(animated: false)
        case .pop:
            guard let removed = last.removed, let navigation = scene.navigationController else { break }
            navigation.pushViewController(removed, animated: false)
        case .dismiss:
            guard let removed = last.removed, let presenter = last.presenter else { break }
            presenter.present(removed, animated: false)
        }
        scene.window.update()
        do {
            try content.startTransition(last.operation, in: scene)
        } catch {
            status = "cannot replay the \(last.operation.rawValue): \(error)"
            version += 1
        }
    }

    /// Notes the transition in flight while the panel is hidden (every frame, from
    /// `SceneControls.sceneDidUpdate`), so that the panel opened after a push or a presentation
    /// replays it. Hidden, it keeps no screen and traces nothing.
    func sceneDidUpdateWhileHidden(_ scene: AppScene) { watch(scene) }

    /// Notes the transition in flight (see ``sceneDidUpdateWhileHidden(_:)``).
    func watch(_ scene: AppScene) {
        guard let active = scene.window.activeTransition, last?.transition !== active else { return }
        let context = active.context
        last = Record(
            operation: context.operation, removed: nil, presenter: nil,
            duration: active.animator.transitionDuration(using: context), transition: active, ended: true)
        if context.operation == .pop || context.operation == .dismiss {
            // Nothing to put back: a pop or a dismissal replays only when seen with the panel open.
            last = nil
        }
    }

    func sceneDidUpdate(_ scene: AppScene) {
        if let active = scene.window.activeTransition {
            if last?.transition !== active {
                let context = active.context
                let operation = context.operation
                let removing = operation == .pop || operation == .dismiss
                last = Record(
                    operation: operation, removed: removing ? context.viewController(forKey: .from) : nil,
                    presenter: operation == .dismiss ? context.viewController(forKey: .to) : nil,
                    duration: active.animator.transitionDuration(using: context), transition: active)
                status = "\(operation.rawValue): \(DecimalText.twoDecimals(last!.duration)) s…"
                version += 1
            }
        }
        guard var record = last, !record.ended else {
            if pendingReplay, !scene.isBusy { replay(in: scene) }
            return
        }
        record.trace.record(
            scene.window, time: scene.window.engine.time, pointer: scene.router.lastPointerLocation,
            isPointerDown: false)
        if scene.window.activeTransition == nil {
            record.ended = true
            let plot = MotionPlot(trace: record.trace, title: record.operation.rawValue)
            record.plot = plot
            let frames = max(record.trace.samples.count - 1, 0)
            status =
                "\(record.operation.rawValue): \(DecimalText.twoDecimals(record.duration)) s, \(counted(frames, "frame"))"
            version += 1
        }
        last = record
        if pendingReplay, !scene.isBusy { replay(in: scene) }
    }

    // MARK: The mouse

    func handlePointer(_ event: PointerEvent, in scene: AppScene) -> Bool {
        switch event {
        case .down(let point, _):
            guard let (index, key) = labView.slider(at: point, in: self, scene: scene) else {
                return labView.bounds.contains(point)
            }
            selection = index
            dragged = key
            slide(key, to: point.x, in: scene)
            return true
        case .moved(let point, _):
            guard let dragged else { return false }
            slide(dragged, to: point.x, in: scene)
            return true
        case .up(let point, _):
            guard let dragged else { return false }
            slide(dragged, to: point.x, in: scene)
            self.dragged = nil
            requestReplay(in: scene)
            return true
        case .cancelled:
            // The value stays where the last move put it, and replays, as after a release there.
            guard dragged != nil else { return false }
            dragged = nil
            requestReplay(in: scene)
            return true
        }
    }

    /// Sets a number from a slider position (view coordinates), on the key's step.
    private func slide(_ key: MotionKey, to x: Double, in scene: AppScene) {
        guard case .number(let range) = key.kind, let current = value(of: key, in: scene)?.number,
            let style = style(in: scene)
        else { return }
        let track = labView.trackRange
        let span = Self.sliderRange(
            key, standard: StyleMotion.standardValue(key, for: style).number ?? 0, value: current)
        let fraction = min(max((x - track.lowerBound) / max(track.upperBound - track.lowerBound, 1), 0), 1)
        let raw = span.lowerBound + fraction * (span.upperBound - span.lowerBound)
        let next = min(
            max(Self.rounded((raw / key.step).rounded() * key.step, step: key.step), range.lowerBound),
            range.upperBound)
        guard next != current else { return }
        set(key, to: .number(next), in: scene, replay: false)
    }

    /// The values a slider spans: from the key's lowest to about three times its standard value
    /// (at least 40 steps), within the key's range, and always including the current value.
    static func sliderRange(_ key: MotionKey, standard: Double, value: Double) -> ClosedRange<Double> {
        guard case .number(let range) = key.kind else { return 0...1 }
        let high = min(range.upperBound, max(standard * 3, range.lowerBound + key.step * 40, value))
        return range.lowerBound...max(high, range.lowerBound + key.step)
    }

    // MARK: Saving

    /// Ctrl+S: writes the tuning of the tuned styles and the shown one to `segue-tuning.json`.
    func save(in scene: AppScene) {
        guard let content = scene.content, let style = style(in: scene) else {
            status = "nothing to save: this app has no transition styles"
            version += 1
            return
        }
        let tuning = content.motionTuning
        let styles = TransitionStyle.allCases.filter { $0 == style || !tuning[$0].isStandard }
        let folder = saveFolder ?? FileManager.default.currentDirectoryPath
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        do {
            try MotionTuningFile.encode(tuning, styles: styles).write(toFile: path, atomically: true, encoding: .utf8)
            status = "wrote \(path)"
            print("wrote \(path) (read it back with --tuning \(path))")
            fflush(nil)
        } catch {
            status = "cannot write \(path): \(error.localizedDescription)"
            FileHandle.standardError.write(Data("\(SegueApplication.programName): \(status)\n".utf8))
        }
        version += 1
    }
}
