/// A frame host whose clock can be moved by any amount, not just whole frames: the headless
/// host. Script commands that need exact times (`filmstrip`) use it when the host offers it and
/// round to whole frames otherwise.
package protocol ManualTimeHost: FrameHost {
    /// Moves the clock forward by `seconds` (zero redraws at the same time), updates the scene
    /// and draws it.
    func advance(bySeconds seconds: Double) throws
}
