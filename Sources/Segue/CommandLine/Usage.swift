import SegueCore
import SegueUI

/// The text `--help` prints: every flag, the keys of the window and the script commands, the
/// runtime's and then the app's (`SegueApplicationDelegate.usage`).
public enum Usage {
    /// The help text of the runtime alone, for a program called `segue`.
    public static var text: String { text(programName: "segue", app: AppUsage()) }

    /// The full help text for `programName` with the app's lines.
    public static func text(programName: String, app: AppUsage) -> String {
        let pad = String(repeating: " ", count: programName.count)
        func lines(_ extra: [String]) -> String { extra.map { $0 + "\n" }.joined() }
        return """
            usage: \(programName) [--size WxH] [--slow FACTOR] [--script FILE]
                   \(pad) [--headless] [--out DIR] [--font PATH] [--reduce-motion]
            \(lines(app.synopsis))       \(programName) --help

            Shows the app's view controllers and their transitions in a window, or renders them headless.

            options:
            \(body)\(lines(app.options))  -h, --help       print this help
            \(keys)
            \(scriptCommands)\(lines(app.scriptCommands))
            \(exitStatus)
            """
    }

    private static let body = """
          --size WxH       window or canvas size in points, 1 to 16384 each (default \(Int(Size.defaultWindow.width))x\(Int(Size.defaultWindow.height)))
          --slow FACTOR    start in slow motion: 10 runs ten times slower (0.01 to 1000, default 1)
          --script FILE    run a script of commands (see below)
          --headless       draw offscreen with a manual clock (1/60 s a frame); needs no display.
                           Without a script, writes home.png into --out
          --out DIR        where home.png, shots, trees and filmstrips go (default .; created)
          --font PATH      TrueType font (default: SEGUE_FONT, Assets/Fonts/DejaVuSans.ttf,
                           then the system's DejaVu Sans)
          --reduce-motion  every transition becomes a cross-dissolve (key M switches it)
        """

    private static let keys = """
        keys (the same in the window, in scripts and in the fuzzer):
          S            slow motion on/off: real speed <-> --slow (x10 without --slow)
          P            pause/resume
          M            reduce motion on/off (every transition a cross-dissolve)
          Left, Right  step one frame back or forward while paused
          I            inspector
          F            frame-time meter
          H or ?       help
          R            window only: record what the window shows to segue-YYYYMMDD-HHMMSS.gif
                       in the current folder (a red dot shows while recording); R again saves
          Esc          pop, or dismiss the front-most modal
          Ctrl+Q       quit

        """

    private static let scriptCommands = """
        script: one command a line; # starts a comment; numbers are points or milliseconds;
        quote titles with spaces ("Pop to root"). The whole file is checked before it runs.
          click TITLE                click the front-most screen's button with this title (fails
                                     when it is off screen or covered at its centre)
          click X Y                  click a point (down, one frame, up, one frame)
          drag X1 Y1 X2 Y2 MS        press, move in a straight line one step a frame over MS, release
          down X Y                   press the pointer
          move X Y MS                move the pressed pointer to X Y over MS (a frame, then a step)
          up                         release the pointer (then one frame)
          key NAME                   escape, space, return, s, p, m, left, right, i, f or h: the keys
                                     above (then one frame)
          wait MS                    let MS of time pass, drawing every frame
          settle                     run frames until nothing animates (error after 30 s, plus 4 s
                                     for each queued request; at once when paused)
          shot FILE.png              write the current frame into --out
          tree FILE.json             write the scene's state (stacks, view tree) as JSON into --out
          filmstrip FILE.png OP      run OP (push, pop, present or dismiss) with the current style
                                     and write its frames at 0, 25, 50, 75 and 100% side by side,
                                     captioned, into --out
          still CAPTION              keep the current frame, captioned, for the next strip
          strip FILE.png             write the frames kept by still side by side into --out
          gif FILE.gif OP [FPS]      run OP with the current style and write every frame from the first
                                     to the settled one as a looping GIF into --out (FPS 1 to 60,
                                     default 30; delays add up to the animation's duration)
          trace FILE.csv             from here on write a motion trace into --out: one row a frame
                                     (time, pointer, each screen's frame and speed in pt/s)
          trace end                  end the trace and write its file (or at the script's end)
          expect top TITLE           the top of the navigation stack
          expect depth N             the navigation stack's depth
          expect modal TITLE|none    the front-most modal, or that there is none
          expect detent medium|large|none  the detent the front-most sheet rests at
          expect idle                nothing animates and no transition is pending
          expect invariants          every invariant the fuzzer checks held on every frame so far
          resize W H                 resize to W x H points and lay everything out (then one frame)

        """

    private static let exitStatus = """
        exit status: 0 success; 1 a failed expect or runtime error; 2 a bad command line or a
        malformed script line (FILE:LINE: message).
        """
}
