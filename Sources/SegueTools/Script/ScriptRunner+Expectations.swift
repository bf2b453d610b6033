extension ScriptRunner {
    /// Checks an expectation against the scene; throws `expected ..., got ...` when it fails.
    func check(_ expectation: ScriptExpectation) throws {
        switch expectation {
        case .top(let title):
            let top = scene.navigationTitles.last ?? ""
            guard top == title else { throw ScriptFailure("expected top \(quoted(title)), got \(quoted(top))") }
        case .depth(let depth):
            let actual = scene.navigationTitles.count
            guard actual == depth else { throw ScriptFailure("expected depth \(depth), got \(actual)") }
        case .modal(let title):
            let actual = scene.modalTitles.last
            guard actual == title else {
                throw ScriptFailure(
                    "expected modal \(title.map(quoted) ?? "none"), got \(actual.map(quoted) ?? "none")")
            }
        case .detent(let detent):
            let actual = scene.frontDetent
            guard actual == detent else {
                throw ScriptFailure(
                    "expected detent \(detent?.rawValue ?? "none"), got \(actual?.rawValue ?? "none")")
            }
        case .idle:
            guard !scene.isBusy else { throw ScriptFailure("expected idle, got \(scene.statusDescription)") }
        case .invariants:
            try expectInvariants()
        case .app(let own):
            guard let content = scene.content else { throw ScriptFailure("the scene has no content") }
            try content.check(own, in: scene)
        }
    }

    private func quoted(_ text: String) -> String { "\"\(ScriptText.excerpt(text))\"" }
}
