/// The text `segue --help` prints: every flag, the keys of the window and the script commands.
public enum Usage {
    /// The full help text.
    public static let text = """
        usage: segue [--size WxH] [--style NAME] [--slow FACTOR] [--script FILE]
                     [--headless] [--out DIR] [--font PATH]
               segue --list-styles
               segue bench [ARGS...]
               segue fuzz [ARGS...]
               segue --help

        Shows UIKit-style view-controller transitions in a window, or renders them headless.

        options:
          --size WxH       window or canvas size in points, 1 to 16384 each (default 390x844)
          --style NAME     transition style to start with (default system; see --list-styles)
          --slow FACTOR    slow motion: 10 runs ten times slower (0.01 to 1000, default 1)
          --script FILE    run a script of commands (see below)
          --headless       draw offscreen with a manual clock (1/60 s a frame); needs no display.
                           Without a script, writes home.png into --out
          --out DIR        where home.png, shots, trees and filmstrips go (default .; created)
          --font PATH      TrueType font (default: SEGUE_FONT, Assets/Fonts/DejaVuSans.ttf,
                           then the system's DejaVu Sans)
          --list-styles    print the transition styles, one a line
          -h, --help       print this help

        keys (window):
          S            slow motion x10 on/off
          P            pause/resume
          Left, Right  step one frame back or forward while paused
          I            inspector
          F            frame-time meter
          H or ?       help
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
          key NAME                   escape, space, s, p, left, right, i, f or h (then one frame)
          wait MS                    let MS of time pass, drawing every frame
          settle                     run frames until nothing animates (error after 30 s)
          shot FILE.png              write the current frame into --out
          tree FILE.json             write the scene's state (stacks, view tree) as JSON into --out
          filmstrip FILE.png OP      run OP (push, pop, present or dismiss) with the current style
                                     and write its frames at 0, 25, 50, 75 and 100% side by side,
                                     captioned, into --out
          still CAPTION              keep the current frame, captioned, for the next strip
          strip FILE.png             write the frames kept by still side by side into --out
          expect top TITLE           the top of the navigation stack
          expect depth N             the navigation stack's depth
          expect modal TITLE|none    the front-most modal, or that there is none
          expect detent medium|large|none  the detent the front-most sheet rests at
          expect idle                nothing animates and no transition is pending
          resize W H                 lay the scene out for W x H points (then one frame)
          request OP                 push, pop, present or dismiss from code, queued behind a
                                     transition in flight (then one frame)

        exit status: 0 success; 1 a failed expect or runtime error; 2 a bad command line or a
        malformed script line (FILE:LINE: message).
        """
}
