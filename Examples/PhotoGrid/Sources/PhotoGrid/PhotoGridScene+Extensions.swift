import Segue

/// What the app adds to the runtime's keys, panels, checks and state JSON: C changes the grid's
/// columns and L shows or hides the titles (listed in the help card under H), N shows a panel
/// with the library's layout, `expect columns N` checks the grid, and `tree FILE.json` writes
/// `"app": {"columns": 3, "titles": true}`.
extension PhotoGridScene {
    /// C: the next number of columns (2, 3, 4, then 2 again); L: titles on or off.
    var appKeys: [AppKey] {
        [
            AppKey(KeyPress("c"), help: "grid: 2, 3 or 4 columns") { [unowned self] _ in
                columns = columns == 4 ? 2 : columns + 1
            },
            AppKey(KeyPress("l"), help: "grid: titles on or off") { [unowned self] _ in showsTitles.toggle() },
        ]
    }

    /// N: the library's layout and what is in front, in the top right corner.
    var overlayPanels: [OverlayPanel] { [layoutPanel] }

    /// The grid's settings in the state JSON, under "app".
    var stateFields: [String: StateValue] { ["columns": .number(Double(columns)), "titles": .bool(showsTitles)] }

    /// `expect columns N`, accepted by `PhotoGridApplication.parseExpectation`.
    func check(_ expectation: AppExpectation, in scene: AppScene) throws {
        guard expectation.arguments == [String(columns)] else {
            throw SceneContentError("expected \(expectation.arguments.joined(separator: " ")) columns, got \(columns)")
        }
    }
}

extension PhotoGridApplication {
    /// `expect columns N`, N from 2 to 4.
    func parseExpectation(_ expectation: AppExpectation) throws -> Bool {
        guard expectation.kind == "columns" else { return false }
        guard expectation.arguments.count == 1, let n = Int(expectation.arguments[0]), (2...4).contains(n) else {
            throw SceneContentError("usage: expect columns 2|3|4")
        }
        return true
    }

    /// The script line in `help script`.
    var usage: AppUsage {
        AppUsage(scriptCommands: ["  expect columns N           the Library's grid has N columns (2, 3 or 4)"])
    }
}
