import SegueCore

/// What a transition style supplies: its name and one-line summary, its motion parameters with
/// their standard values, the operations it animates itself and the animator for each, how it
/// presents modals (presentation style and controller), and the interaction it gives a transition
/// that no finger started (the zoom's, which a drag may grab). Operations the style does not
/// animate use the system style's animators, with the system style's tuning.
///
/// Every style also has the release model's keys (`MotionKey.releaseKeys`), with which its
/// dragged transitions finish or cancel.
nonisolated public struct TransitionStyleDefinition: Sendable {
    /// Makes the animator for an operation from the style's motion (its tuned values).
    public typealias AnimatorFactory = @MainActor @Sendable (TransitionOperation, StyleMotion) -> AnimatedTransitioning
    /// Makes the presentation controller for a custom presentation of `presented` by `presenting`.
    public typealias PresentationControllerFactory =
        @MainActor @Sendable (_ presented: ViewController, _ presenting: ViewController) -> PresentationController?
    /// The interaction for a transition when none was requested, or nil. It is handed the
    /// animator about to run, which may be a reduce-motion dissolve instead of the style's own.
    public typealias InteractionFactory = @MainActor @Sendable (AnimatedTransitioning) -> InteractiveTransitioning?

    /// The name (`--style NAME`, `style NAME`, tuning files).
    public var name: String
    /// A one-line description for `--list-styles` and the lab (durations and curves).
    public var summary: String
    /// The style's own motion parameters, in the order files, the lab and exports list them, each
    /// with its standard value (the release keys come after them on their own).
    public var parameters: [(key: MotionKey, standard: MotionValue)]
    /// The operations the style animates itself.
    public var operations: Set<TransitionOperation>
    /// How the style's modals are presented (`.custom` to use `makePresentationController`).
    public var modalPresentationStyle: ModalPresentationStyle
    /// The animator for each of `operations`.
    public var makeAnimator: AnimatorFactory
    /// The presentation controller for custom presentations; nil uses UIKit's plain one.
    public var makePresentationController: PresentationControllerFactory?
    /// The interaction for a transition started without a finger; nil for none.
    public var makeInteraction: InteractionFactory?
    /// The keys that shape one operation, when they are not all of the style's (the system
    /// style's slide and cover have their own); nil means every parameter.
    public var parametersForOperation: (@Sendable (TransitionOperation) -> [MotionKey])?

    /// Creates a definition. `parameters` lists the style's own keys with their standard values
    /// (`[.duration: 0.6, .curve: .curve(.easeOut)]`); `operations` defaults to all four.
    public init(
        name: String, summary: String, parameters: KeyValuePairs<MotionKey, MotionValue> = [:],
        operations: Set<TransitionOperation> = Set(TransitionOperation.allCases),
        modalPresentationStyle: ModalPresentationStyle = .fullScreen,
        makePresentationController: PresentationControllerFactory? = nil,
        makeInteraction: InteractionFactory? = nil,
        makeAnimator: @escaping AnimatorFactory
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters.map { (key: $0.key, standard: $0.value) }
        self.operations = operations
        self.modalPresentationStyle = modalPresentationStyle
        self.makePresentationController = makePresentationController
        self.makeInteraction = makeInteraction
        self.makeAnimator = makeAnimator
    }

    /// Every key of the style: its own parameters, then the release model's.
    public var motionKeys: [MotionKey] {
        parameters.map(\.key) + MotionKey.releaseKeys.filter { key in !parameters.contains { $0.key == key } }
    }

    /// The standard value of a key: the style's own, else the release model's default; nil for a
    /// key the style does not have.
    public func standardValue(of key: MotionKey) -> MotionValue? {
        if let own = parameters.first(where: { $0.key == key }) { return own.standard }
        switch key {
        case .releaseResponse: return .number(Spring.handOffResponse)
        case .flickSpeed: return .number(ReleaseDecision().flickSpeed)
        case .projectionTime: return .number(ReleaseDecision().projectionTime)
        default: return nil
        }
    }
}
