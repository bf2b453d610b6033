import SegueCore

/// What `expect invariants` reports: in a script that has the line, every invariant the fuzzer
/// checks (`InvariantChecker`) is checked from the runner's first frame as the fuzzer checks a
/// session: those of every frame after each frame, those of rest on the frame the scene comes to
/// rest and after each line. The first violation is kept; `expect invariants` fails with it (or
/// with one seen at that moment), so a shrunk session's script fails the way the session did.
final class InvariantWatch {
    let checker: InvariantChecker
    /// The first violation seen, if any.
    private(set) var firstViolation: InvariantViolation?

    init(host: FrameHost, frame: @escaping () -> Int, extra: [SceneInvariant]) {
        checker = InvariantChecker(
            scene: host.scene, viewsOutsideScene: { [unowned host] in host.viewsHeldOutsideScene },
            controllersOutsideScene: { [unowned host] in host.controls.lab?.heldControllerCount ?? 0 }, frame: frame,
            extra: extra)
    }

    /// After each frame: the invariants of every frame (and of rest once at rest).
    func frameDidAdvance() { record { try checker.check() } }

    /// After each line, as the fuzzer after each action: the rest ones too, when at rest.
    func lineDidRun() { record { try checker.check(force: true) } }

    private func record(_ check: () throws -> Void) {
        guard firstViolation == nil else { return }
        do {
            try check()
        } catch let violation as InvariantViolation {
            firstViolation = violation
        } catch {
            firstViolation = InvariantViolation(frame: -1, message: "\(error)")
        }
    }
}

extension ScriptRunner {
    /// Starts checking the invariants from now, with `extra` ones after the standard ones (made
    /// when the script has `expect invariants`; a test may plant an extra one before `run()`).
    func watchInvariants(extra: [SceneInvariant] = []) {
        invariantWatch = InvariantWatch(host: host, frame: { [unowned self] in self.framesRun }, extra: extra)
    }

    /// `expect invariants`: every invariant held on every frame so far and holds now.
    func expectInvariants() throws {
        if invariantWatch == nil { watchInvariants() }
        guard let watch = invariantWatch else { return }
        watch.lineDidRun()
        if let violation = watch.firstViolation {
            throw ScriptFailure("expected every invariant to hold, got \(violation)")
        }
    }
}
