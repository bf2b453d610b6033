/// One of an app's own operations for `APP record --op NAME`: what runs first, unrecorded, and
/// the button whose click starts the recorded transition. The viewer's `zoom` pushes the Gallery,
/// then records the click on Card 5.
public struct RecordOperation: Equatable {
    /// The name after `--op` (not `push`, `pop`, `present` or `dismiss`).
    public var name: String
    /// What it records, for `record --help` (one line, a few words).
    public var summary: String
    /// Commands run before the recording, unrecorded (`[.clickButton("Gallery"), .settle]`).
    public var setup: [ScriptCommand]
    /// The title of the front-most screen's button clicked to start the recorded transition.
    public var clickedButton: String

    /// Creates an operation.
    public init(name: String, summary: String, setup: [ScriptCommand], clickedButton: String) {
        self.name = name
        self.summary = summary
        self.setup = setup
        self.clickedButton = clickedButton
    }
}

/// An app that adds its own operations to `record --op` (the viewer's `zoom`): the delegate
/// adopts this protocol beside `SegueApplicationDelegate`.
@preconcurrency @MainActor public protocol RecordingApplicationDelegate: SegueApplicationDelegate {
    /// The app's own operations for `record --op NAME`, beside push, pop, present and dismiss.
    var recordOperations: [RecordOperation] { get }
}

extension SegueApplicationDelegate {
    /// The app's own `record --op` operations: ``RecordingApplicationDelegate/recordOperations``
    /// when the app adopts that protocol, else none.
    var ownRecordOperations: [RecordOperation] {
        (self as? RecordingApplicationDelegate)?.recordOperations ?? []
    }
}
