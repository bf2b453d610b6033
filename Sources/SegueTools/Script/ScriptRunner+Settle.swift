import SegueCore

extension ScriptRunner {
    /// What each request still queued adds to `settle`'s limit, in seconds (the longest
    /// transition takes 3).
    public static let settleAllowancePerRequest = 4.0

    /// How long a `settle` waits, in seconds of script time, with `queuedRequests` requests
    /// queued when it starts: `settleLimit` plus `settleAllowancePerRequest` for each.
    public static func settleLimit(queuedRequests: Int) -> Double {
        settleLimit + settleAllowancePerRequest * Double(max(queuedRequests, 0))
    }

    /// Runs frames until nothing animates, nothing is in flight and nothing is queued. Fails at
    /// once when the scene is paused with something to do (it would never settle), and after
    /// `settleLimit(queuedRequests:)` otherwise.
    func settle() throws {
        guard scene.isBusy else { return }
        if scene.window.engine.isPaused {
            throw ScriptFailure(
                "cannot settle: the scene is paused (\(scene.statusDescription)); resume it with key p first")
        }
        let seconds = Self.settleLimit(queuedRequests: scene.window.queuedRequestCount)
        let limit = Int(seconds * Double(ManualClock.framesPerSecond))
        var waited = 0
        while scene.isBusy {
            guard waited < limit else {
                throw ScriptFailure(
                    "still busy after \(Int(seconds)) s of script time (\(scene.statusDescription))")
            }
            try frame()
            waited += 1
        }
    }
}
