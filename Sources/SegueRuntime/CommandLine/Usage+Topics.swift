extension Usage {
    /// The keys of the window, as `help keys` prints them.
    static let keys = [
        "keys (the same in the window, in scripts and in the fuzzer):",
        "  S                slow motion on/off: real speed <-> --slow (x10 without --slow)",
        "  P                pause/resume",
        "  M                reduce motion on/off (every transition a cross-dissolve)",
        "  Left, Right      step one frame back or forward while paused",
        "  I                inspector",
        "  F                frame-time meter",
        "  H or ?           help",
        "  T                motion lab: the style's parameters; while it is open Up/Down (or Tab)",
        "                   choose one, Left/Right change it (Shift: ten steps) and replay the last",
        "                   transition, Ctrl+S writes segue-tuning.json (the arrows and Tab are its)",
        "  Tab, Shift+Tab   move the focus ring over the front screen's buttons",
        "  Return, Space    press the focused button",
        "  R                window only: record what the window shows to segue-YYYYMMDD-HHMMSS.gif",
        "                   in the current folder (a red dot shows while recording); R again saves",
        "  Esc              pop, or dismiss the front-most modal",
        "  E                end a transition whose animator never completed (once reported) as a",
        "                   completion",
        "  Ctrl+Q           quit",
    ]

    /// The names `key NAME` takes, as the parser knows them, with the aliases.
    static var keyNames: String {
        var names = KeyCommand.scriptNames.map(\.name)
        if let escape = names.firstIndex(of: "escape") { names.insert("esc", at: escape + 1) }
        if let help = names.firstIndex(of: "h") { names.insert("?", at: help + 1) }
        names += ["t", "up", "down", "shift-left", "shift-right", "ctrl-s", "and an app's keys"]
        return names.joined(separator: ", ")
    }

    /// The built-in script commands, as `help script` prints them before the app's.
    static var scriptCommands: [String] {
        var lines = [
            "script: one command a line; # starts a comment; numbers are points or milliseconds;",
            "quote titles with spaces (\"Pop to root\"). The whole file is checked before it runs;",
            "file names are inside --out (no absolute path, no ..).",
            "  click TITLE                click the front-most screen's button with this title (fails",
            "                             when it is off screen or covered at its centre)",
            "  click X Y                  click a point (down, one frame, up, one frame)",
            "  drag X1 Y1 X2 Y2 MS        press, move in a straight line one step a frame over MS, release",
            "  down X Y                   press the pointer",
            "  move X Y MS                move the pressed pointer to X Y over MS (a frame, then a step)",
            "  up                         release the pointer (then one frame)",
            "  swipe DX DY MS [X Y]       a trackpad's two-finger swipe: the fingers travel DX DY points",
            "                             (x right, y down) over MS, a delta a frame, with the pointer at",
            "                             X Y (default: the window's centre); then frames until its end",
            "                             is recognised (50 ms after the last delta)",
            "  touch down ID X Y          put touchscreen finger ID (1 to 10) down at X Y",
            "  touch move ID X Y MS       move finger ID to X Y over MS (a frame, then a step)",
            "  touch up ID                lift finger ID (then one frame)",
            "  pinch X Y FROM TO MS       two fingers centred on X Y, FROM points apart side by side,",
            "                             moved to TO apart over MS, lifted together (then one frame)",
        ]
        lines += wrap("  key NAME                   ", "a key above (then one frame): " + keyNames)
        lines += [
            "  wait MS                    let MS of time pass, drawing every frame",
            "  settle                     run frames until nothing animates (error after 30 s, plus 4 s",
            "                             for each queued request; at once when paused)",
            "  shot FILE.png              write the current frame into --out",
            "  tree FILE.json             write the scene's state (stacks, view tree) as JSON into --out",
            "  filmstrip FILE.png OP      run OP (push, pop, present or dismiss) with the current style",
            "                             and write its frames at 0, 25, 50, 75 and 100% side by side,",
            "                             captioned, into --out",
            "  filmstrip FILE.png click TITLE  the same for the transition a click on TITLE starts",
            "  still CAPTION              keep the current frame, captioned, for the next strip",
            "  strip FILE.png             write the frames kept by still side by side into --out",
            "  gif FILE.gif OP [FPS]      run OP with the current style and write every frame from the first",
            "                             to the settled one as a looping GIF into --out (FPS 1 to 60,",
            "                             default 30; delays add up to the animation's duration)",
            "  trace FILE.csv             record the pointer and every moving screen's frame and speed,",
            "                             frame by frame, into --out until trace end (or the script's end)",
            "  trace end                  write the trace being recorded",
            "  expect top TITLE           the top of the navigation stack",
            "  expect depth N             the navigation stack's depth",
            "  expect modal TITLE|none    the front-most modal, or that there is none",
            "  expect detent medium|large|none  the detent the front-most sheet rests at",
            "  expect idle                nothing animates and no transition is pending",
            "  expect invariants          every invariant the fuzzer checks held on every frame so far",
            "  resize W H                 resize to W x H points and lay everything out (then one frame)",
            "  style NAME                 choose a registered transition style (then one frame)",
            "  tune STYLE.KEY VALUE       set one motion parameter, like tune system.duration 1.2 or",
            "                             tune fold.curve 0.2,0,0.2,1 (then one frame)",
        ]
        return lines
    }

    /// `text` after `lead`, wrapped at commas to `usageWidth` columns, later lines under the text.
    static func wrap(_ lead: String, _ text: String) -> [String] {
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > usageWidth, line != lead, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == lead || line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
