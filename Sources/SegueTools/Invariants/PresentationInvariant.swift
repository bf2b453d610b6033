import SegueCore

/// What the animation engine must leave in every view once nothing animates it: the presentation
/// of each property without a running animation equals its model. The engine updates
/// presentations in place (only animated properties are written each frame), so a property whose
/// animation ended, was removed or replaced, or whose model changed while it animated, must have
/// been given its model value back; a stale field would show on screen as a view stuck part-way.
enum PresentationInvariant {
    /// The first three problems of the scene's window, as one message, or nil when it holds.
    static func violation(in scene: AppScene) -> String? {
        let problems = violations(in: scene.window)
        return problems.isEmpty ? nil : "a presentation does not show its model: \(problems.prefix(3))"
    }

    /// The views of `root`'s subtree whose presentation differs from the model in a property
    /// that does not animate (empty when it holds), named with the property.
    static func violations(in root: View) -> [String] {
        var problems: [String] = []
        visit(root, &problems)
        return problems
    }

    private static func visit(_ view: View, _ problems: inout [String]) {
        for property in AnimatableProperty.allCases where !view.animations.contains(where: { $0.property == property })
        {
            let shown = view.presentation.value(of: property)
            let model = view.model.value(of: property)
            if shown != model {
                let name = view.accessibilityTitle ?? view.segueTypeName
                problems.append("\(name) shows \(property) \(shown) but its model is \(model)")
            }
        }
        for subview in view.subviews { visit(subview, &problems) }
    }
}
