import Segue

extension TransitionStyle {
    /// The app's own style: the new screen rises into place over the old one (`LiftAnimator`).
    static let lift = TransitionStyle("lift")
}

/// The lift's registration, in `main.swift`: its name and summary (for `--list-styles` and the
/// lab), its tunable parameters with their standard values (`--tuning`, `tune lift.duration`),
/// and its animator for each operation, made from the tuned values.
enum LiftStyle {
    static let definition = TransitionStyleDefinition(
        name: TransitionStyle.lift.name, summary: "0.45 s rise with scale and fade, ease-out",
        parameters: [.duration: 0.45, .curve: .curve(.easeOut)],
        makeAnimator: { operation, motion in
            LiftAnimator(operation: operation, duration: motion.number(.duration), curve: motion.curve(.curve))
        })
}
