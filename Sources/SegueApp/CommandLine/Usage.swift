import SegueCore
import SegueUI

/// The text `segue --help` prints: every flag, the keys of the window and the script commands.
public enum Usage {
    /// The full help text.
    public static let text = """
        usage: segue [--size WxH] [--style NAME] [--slow FACTOR] [--script FILE]
                     [--headless] [--out DIR] [--font PATH] [--reduce-motion]
               segue --list-styles
               segue record --op OP --out FILE.gif [--style NAME] [--fps N] [--size WxH] [--scale F]
               segue bench [ARGS...]
               segue fuzz [ARGS...]
               segue --help

        Shows UIKit-style view-controller transitions in a window, or renders them headless.

        options:
          --size WxH       window or canvas size in points, 1 to 16384 each (default \(Int(Size.defaultWindow.width))x\(Int(Size.defaultWindow.height)))
          --style NAME     transition style to start with (default system; see --list-styles)
          --slow FACTOR    start in slow motion: 10 runs ten times slower (0.01 to 1000, default 1)
          --script FILE    run a script of commands (see below)
          --headless       draw offscreen with a manual clock (1/60 s a frame); needs no display.
                           Without a script, writes home.png into --out
          --out DIR        where home.png, shots, trees and filmstrips go (default .; created)
          --font PATH      TrueType font (default: SEGUE_FONT, Assets/Fonts/DejaVuSans.ttf,
                           then the system's DejaVu Sans)
          --reduce-motion  every transition becomes a cross-dissolve (key M switches it)
          --list-styles    print the transition styles, one a line
          -h, --help       print this help

        record (headless, no display needed; segue record --help):
          --op OP          push, pop, present or dismiss (pop and dismiss push or present first)
          --out FILE.gif   the looping GIF to write: every frame from the first to the settled
                           one, delays adding up to the animation's duration
          --style NAME     transition style (default system)
          --fps N          frames a second, 1 to 60 (default 30)
          --size WxH       scene size in points (default 390x844)
          --scale F        shrink the picture, above 0 and at most 1 (default 1; 0.5 halves it)

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

        script: one command a line; # starts a comment; numbers are points or milliseconds;
        quote titles with spaces ("Pop to root"). The whole file is checked before it runs.
          style NAME                 choose the transition style
          click TITLE                click the front-most screen's button with this title
          click X Y                  click a point (down, one frame, up, one frame)
          drag X1 Y1 X2 Y2 MS        press, move in a straight line one step a frame over MS, release
          down X Y                   press the pointer (then one frame)
          move X Y MS                move the pressed pointer to X Y over MS
          up                         release the pointer (then one frame)
          key NAME                   escape, space, return, s, p, m, left, right, i, f or h: the keys
                                     above (then one frame)
          wait MS                    let MS of time pass, drawing every frame
          settle                     run frames until nothing animates (error after 30 s)
          shot FILE.png              write the current frame into --out
          tree FILE.json             write the scene's state (stacks, view tree) as JSON into --out
          filmstrip FILE.png OP      run OP (push, pop, present or dismiss) with the current style
                                     and write its frames at 0, 25, 50, 75 and 100% side by side,
                                     captioned, into --out
          gif FILE.gif OP [FPS]      run OP with the current style and write every frame from the first
                                     to the settled one as a looping GIF into --out (FPS 1 to 60,
                                     default 30; delays add up to the animation's duration)
          expect top TITLE           the top of the navigation stack
          expect depth N             the navigation stack's depth
          expect modal TITLE|none    the front-most modal, or that there is none
          expect idle                nothing animates and no transition is pending
          resize W H                 resize to W x H points and lay everything out (then one frame)
          request OP                 push, pop, present or dismiss from code, queued behind a
                                     transition in flight (then one frame)

        exit status: 0 success; 1 a failed expect or runtime error; 2 a bad command line or a
        malformed script line (FILE:LINE: message).
        """
}
