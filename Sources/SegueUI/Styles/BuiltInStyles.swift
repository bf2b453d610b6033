import SegueCore

/// Segue's own styles, registered the way an app registers its own: the system's defaults, the
/// four seeds, the zoom and the two sheets, each with today's numbers as its standard motion.
enum BuiltInStyles {
    static let definitions: [TransitionStyleDefinition] = [
        system, scale, circle, fold(.perspective), fold(.affine), sheet, zoom, detents,
    ]

    static let system = TransitionStyleDefinition(
        name: TransitionStyle.system.name, summary: "slide 0.35 s, cover 0.5 s",
        parameters: [
            .duration: 0.35, .curve: .curve(.default), .coverDuration: 0.5, .coverCurve: .curve(.easeInEaseOut),
        ],
        makeAnimator: { operation, motion in
            switch operation {
            case .push, .pop:
                let animator = SystemSlideAnimator(operation: operation)
                animator.duration = motion.number(.duration)
                animator.curve = motion.curve(.curve)
                return animator
            case .present, .dismiss:
                let animator = CoverVerticalAnimator(isPresenting: operation == .present)
                animator.duration = motion.number(.coverDuration)
                animator.curve = motion.curve(.coverCurve)
                return animator
            }
        }
    ).withParametersForOperation { operation in
        let isModal = operation == .present || operation == .dismiss
        return (isModal ? [.coverDuration, .coverCurve] : [.duration, .curve]) + MotionKey.releaseKeys
    }

    static let scale = TransitionStyleDefinition(
        name: TransitionStyle.scale.name, summary: "1 s steps, ease-in-out",
        parameters: [.duration: .number(ScaleAnimator.stepDuration), .curve: .curve(.easeInEaseOut)],
        makeAnimator: { operation, motion in
            let animator = ScaleAnimator(operation: operation)
            animator.stepDuration = motion.number(.duration)
            animator.curve = motion.curve(.curve)
            return animator
        })

    static let circle = TransitionStyleDefinition(
        name: TransitionStyle.circle.name, summary: "3 s circle mask, ease-in-out",
        parameters: [
            .duration: .number(CircleRevealAnimator.duration), .curve: .curve(.easeInEaseOut),
            .startSize: .number(CircleRevealAnimator.startSize),
        ],
        operations: [.push, .pop],
        makeAnimator: { operation, motion in
            let animator = CircleRevealAnimator(isPush: operation == .push)
            animator.duration = motion.number(.duration)
            animator.curve = motion.curve(.curve)
            animator.startSize = motion.number(.startSize)
            return animator
        })

    static func fold(_ variant: FoldAnimator.Variant) -> TransitionStyleDefinition {
        let isPerspective = variant == .perspective
        return TransitionStyleDefinition(
            name: isPerspective ? TransitionStyle.fold.name : TransitionStyle.foldAffine.name,
            summary: isPerspective ? "1 s perspective fold" : "1 s affine squash (original)",
            parameters: [
                .duration: .number(FoldAnimator.duration), .curve: .curve(.easeInEaseOut),
                .angle: .number(FoldAnimator.angle),
            ],
            // The folds present with the custom style, as the seed does, so the presenter stays in
            // the window beneath; without dimming, UIKit's default for the custom style.
            modalPresentationStyle: .custom,
            makePresentationController: { presented, presenting in
                let controller = PresentationController(presentedViewController: presented, presenting: presenting)
                controller.dimmingColor = .clear
                return controller
            },
            makeAnimator: { operation, motion in
                let animator = FoldAnimator(operation: operation, variant: variant)
                animator.duration = motion.number(.duration)
                animator.curve = motion.curve(.curve)
                animator.angle = motion.number(.angle)
                return animator
            })
    }

    static let sheet = TransitionStyleDefinition(
        name: TransitionStyle.sheet.name, summary: "0.8 s spring, damping 0.6",
        parameters: [
            .duration: .number(SheetAnimator.duration), .damping: .number(SheetAnimator.dampingRatio),
            .curve: .curve(.easeInEaseOut),
        ],
        operations: [.present, .dismiss], modalPresentationStyle: .custom,
        makePresentationController: { presented, presenting in
            SheetPresentationController(presentedViewController: presented, presenting: presenting)
        },
        makeAnimator: { operation, motion in
            let animator = SheetAnimator(isPresenting: operation == .present)
            animator.duration = motion.number(.duration)
            animator.dampingRatio = motion.number(.damping)
            animator.curve = motion.curve(.curve)
            return animator
        })

    static let zoom = TransitionStyleDefinition(
        name: TransitionStyle.zoom.name, summary: "0.5 s critically damped spring",
        parameters: [.duration: .number(ZoomAnimator.duration), .damping: 1],
        // A zoom plays on its own, open to a drag that grabs it (not its reduce-motion dissolve).
        makeInteraction: { animator in
            animator is ZoomAnimator ? ZoomInteractiveTransition(wantsInteractiveStart: false) : nil
        },
        makeAnimator: { operation, motion in
            let animator = ZoomAnimator(operation: operation)
            animator.duration = motion.number(.duration)
            animator.dampingRatio = motion.number(.damping)
            animator.releaseResponse = motion.number(.releaseResponse)
            animator.releaseDecision = motion.releaseDecision
            return animator
        })

    static let detents = TransitionStyleDefinition(
        name: TransitionStyle.detents.name, summary: "medium/large, critically damped",
        parameters: [.response: .number(SheetPhysics.settleResponse)],
        operations: [.present, .dismiss], modalPresentationStyle: .custom,
        makePresentationController: { presented, presenting in
            DetentSheetPresentationController(presentedViewController: presented, presenting: presenting)
        },
        makeAnimator: { operation, motion in
            let animator = DetentSheetAnimator(isPresenting: operation == .present)
            animator.settleResponse = motion.number(.response)
            return animator
        })
}

extension TransitionStyleDefinition {
    /// The definition with `parametersForOperation` set.
    func withParametersForOperation(_ keys: @escaping @Sendable (TransitionOperation) -> [MotionKey]) -> Self {
        var copy = self
        copy.parametersForOperation = keys
        return copy
    }
}
