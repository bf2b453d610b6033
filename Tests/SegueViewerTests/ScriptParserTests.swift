import Segue
import SegueCore
import SegueUI
import SegueViewer
import XCTest

nonisolated final class ScriptParserTests: XCTestCase {
    @MainActor private func command(_ line: String) throws -> ScriptCommand? {
        try ScriptParser.parse(line, fileName: "t.segue", application: ViewerApplication()).lines.first?.command
    }

    @MainActor private func error(_ text: String) -> ScriptError? {
        do {
            _ = try ScriptParser.parse(text, fileName: "t.segue", application: ViewerApplication())
            return nil
        } catch let error as ScriptError {
            return error
        } catch {
            XCTFail("unexpected \(error)")
            return nil
        }
    }

    @MainActor func testEveryCommand() async throws {
        let table: [(String, ScriptCommand)] = [
            ("style circle", .style(.circle)),
            ("style fold-affine", .style(.foldAffine)),
            ("tune system.duration 1.2", .tune(.system, .duration, .number(1.2))),
            ("request push", .app(AppScriptCommand(name: "request", arguments: ["push"]))),
            ("click Push", .clickButton("Push")),
            ("click \"Pop to root\"", .clickButton("Pop to root")),
            ("click \"12\"", .clickButton("12")),
            ("click 5", .clickButton("5")),
            ("click 10 20.5", .clickPoint(Point(x: 10, y: 20.5))),
            ("click -3 4", .clickPoint(Point(x: -3, y: 4))),
            ("drag 5 400 300 400 800", .drag(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), milliseconds: 800)),
            ("down 1 2", .down(Point(x: 1, y: 2))),
            ("move 3 4 100", .move(to: Point(x: 3, y: 4), milliseconds: 100)),
            ("up", .up),
            ("key escape", .key(.goBack)),
            ("key Esc", .key(.goBack)),
            ("key space", .key(.activate)),
            ("key return", .key(.activate)),
            ("key S", .key(.toggleSlowMotion)),
            ("key p", .key(.togglePause)),
            ("key left", .key(.stepBackward)),
            ("key right", .key(.stepForward)),
            ("key i", .key(.toggleInspector)),
            ("key f", .key(.toggleMeter)),
            ("key h", .key(.toggleHelp)),
            ("key ?", .key(.toggleHelp)),
            ("wait 1500", .wait(milliseconds: 1500)),
            ("wait 0", .wait(milliseconds: 0)),
            ("settle", .settle),
            ("shot out/a.png", .shot("out/a.png")),
            ("tree t.json", .tree("t.json")),
            ("filmstrip f.png push", .filmstrip("f.png", operation: .push)),
            ("filmstrip f.png present", .filmstrip("f.png", operation: .present)),
            ("expect top Home", .expect(.top("Home"))),
            ("expect top \"Screen 2\"", .expect(.top("Screen 2"))),
            ("expect depth 3", .expect(.depth(3))),
            ("expect modal \"Modal 1\"", .expect(.modal("Modal 1"))),
            ("expect modal none", .expect(.modal(nil))),
            ("expect modal \"none\"", .expect(.modal("none"))),
            ("expect idle", .expect(.idle)),
            ("expect invariants", .expect(.invariants)),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try command(line), expected, line)
        }
    }

    @MainActor func testCommentsBlankLinesQuotesAndLineNumbers() async throws {
        let text = """
            # a comment

              click   "Pop # not a comment"   # a comment
            \tclick "say \\"hi\\"" # escaped quotes
            wait 10#trailing
            """
        let script = try ScriptParser.parse(text, fileName: "x.segue")
        XCTAssertEqual(script.fileName, "x.segue")
        XCTAssertEqual(
            script.lines,
            [
                ScriptLine(number: 3, command: .clickButton("Pop # not a comment")),
                ScriptLine(number: 4, command: .clickButton("say \"hi\"")),
                ScriptLine(number: 5, command: .wait(milliseconds: 10)),
            ])
        XCTAssertEqual(try ScriptParser.parse("", fileName: "e").lines, [])
        XCTAssertEqual(try ScriptParser.parse("settle\r\nup\r\n", fileName: "e").lines.count, 2)
    }

    @MainActor func testErrorsCarryTheLine() async {
        let styles = "system, scale, circle, fold, fold-affine, sheet, zoom, detents"
        let table: [(String, Int, String)] = [
            ("settle\njump 1", 2, "unknown command \"jump\""),
            ("style", 1, "usage: style NAME"),
            ("style wobble", 1, "unknown style \"wobble\"; valid styles: \(styles)"),
            ("click", 1, "usage: click TITLE or click X Y (quote a title with spaces)"),
            ("click Pop to root", 1, "usage: click TITLE or click X Y (quote a title with spaces)"),
            ("click 10 x", 1, "expected a number, not \"x\""),
            ("click \"\"", 1, "click needs a non-empty title"),
            ("click \"Pop", 1, "unterminated quote"),
            ("click a\"b\"", 1, "a quote must start a word"),
            ("click \"a\"b", 1, "a quoted word must be followed by a space"),
            ("drag 1 2 3 4", 1, "usage: drag X1 Y1 X2 Y2 MS"),
            ("drag 1 2 3 4 -5", 1, "a duration cannot be negative: -5"),
            ("down 1", 1, "usage: down X Y"),
            ("move 1 2", 1, "usage: move X Y MS"),
            ("up now", 1, "usage: up"),
            ("key", 1, "usage: key NAME"),
            (
                "key qq", 1,
                "unknown key \"qq\"; keys: escape, space, return, s, p, m, left, right, i, f, h, tab, shift-tab, e, t, up, down, or a letter or digit, after shift-, ctrl- or alt-"
            ),
            ("wait", 1, "usage: wait MS"),
            ("wait soon", 1, "expected a number, not \"soon\""),
            ("wait nan", 1, "expected a number, not \"nan\""),
            ("wait 99999999", 1, "a duration must be at most an hour: 99999999"),
            ("settle 5", 1, "usage: settle"),
            ("shot a.jpg", 1, "expected a file name ending in .png, not \"a.jpg\""),
            ("shot .png", 1, "expected a file name ending in .png, not \".png\""),
            ("tree t.txt", 1, "expected a file name ending in .json, not \"t.txt\""),
            ("filmstrip f.png", 1, "usage: filmstrip FILE.png push|pop|present|dismiss|click TITLE"),
            ("filmstrip f.png spin", 1, "unknown operation \"spin\"; expected push, pop, present or dismiss"),
            (
                "expect", 1,
                "usage: expect top TITLE | expect depth N | expect modal TITLE | expect modal none"
                    + " | expect detent medium|large|none | expect idle | expect invariants"
            ),
            ("expect depth two", 1, "expect depth needs a whole number, not \"two\""),
            ("expect depth -1", 1, "expect depth needs a whole number, not \"-1\""),
            (
                "expect idle now", 1,
                "usage: expect top TITLE | expect depth N | expect modal TITLE | expect modal none"
                    + " | expect detent medium|large|none | expect idle | expect invariants"
            ),
            (
                "\n\n# c\nexpect top", 4,
                "usage: expect top TITLE | expect depth N | expect modal TITLE | expect modal none"
                    + " | expect detent medium|large|none | expect idle | expect invariants"
            ),
        ]
        for (text, line, message) in table {
            let failure = error(text)
            XCTAssertEqual(failure?.line, line, text)
            XCTAssertEqual(failure?.message, message, text)
            XCTAssertEqual(failure?.description, "t.segue:\(line): \(message)", text)
        }
    }
}
