import SegueCore
import SegueUI

/// One command of a script. Points are window points; durations are milliseconds.
public enum ScriptCommand: Equatable {
    /// Clicks the front-most screen's visible, enabled button with this title.
    case clickButton(String)
    /// Clicks a point.
    case clickPoint(Point)
    /// Presses at `from`, moves in a straight line to `to` one step a frame over `milliseconds`,
    /// then releases.
    case drag(from: Point, to: Point, milliseconds: Double)
    /// Presses the pointer.
    case down(Point)
    /// Moves the pressed pointer to a point over `milliseconds`.
    case move(to: Point, milliseconds: Double)
    /// Releases the pointer where it is.
    case up
    /// A trackpad's two-finger swipe: the fingers travel `travel` points (x right, y down) over
    /// `milliseconds`, one scroll delta a frame, with the pointer at `at` (the window's centre when
    /// nil); then frames until the swipe's end is recognised (`TouchPlayer.swipe`).
    case swipe(travel: Point, milliseconds: Double, at: Point?)
    /// Puts a touchscreen finger (1 to 10) down at a point (no frame).
    case touchDown(finger: Int, at: Point)
    /// Moves a finger that is down to a point over `milliseconds`, one step a frame.
    case touchMove(finger: Int, to: Point, milliseconds: Double)
    /// Lifts a finger where it is, then runs a frame.
    case touchUp(finger: Int)
    /// Two fingers centred on a point, `from` points apart side by side, moved to `to` points
    /// apart over `milliseconds` one step a frame, lifted together, then a frame.
    case pinch(center: Point, from: Double, to: Double, milliseconds: Double)
    /// Presses a built-in command's key (`key escape`, `key s`...).
    case key(KeyCommand)
    /// Presses any other key (`key t`, `key shift-right`, `key ctrl-s`, an app's key): an open
    /// panel, a panel's toggle key or the app's key takes it; a press nothing takes fails.
    case press(KeyPress)
    /// Lets time pass, drawing every frame.
    case wait(milliseconds: Double)
    /// Runs frames until the scene is idle.
    case settle
    /// Writes the current frame as a PNG (a path relative to the output folder).
    case shot(String)
    /// Writes the scene's state JSON (a path relative to the output folder).
    case tree(String)
    /// Runs an operation and writes its frames at 0, 25, 50, 75 and 100% side by side.
    case filmstrip(String, operation: TransitionOperation)
    /// Clicks a button (pressed and released within the first frame) and writes the frames of
    /// the transition it starts at 0, 25, 50, 75 and 100% side by side.
    case filmstripClick(String, title: String)
    /// Adds the current frame, with a caption, to the strip that `strip` writes.
    case still(String)
    /// Writes the frames kept by `still` side by side with their captions, and starts a new strip.
    case strip(String)
    /// Runs an operation and writes every frame from the first to the settled one as a looping
    /// GIF at `framesPerSecond` (1 to 60).
    case gif(String, operation: TransitionOperation, framesPerSecond: Int)
    /// Checks the scene's state.
    case expect(ScriptExpectation)
    /// Resizes the window (headless: the canvas) to a size in points and lays the scene out for
    /// it; later shots have the new size.
    case resize(width: Double, height: Double)
    /// Starts writing a motion trace (`MotionTrace`) to a CSV file (a path relative to the output
    /// folder): one row a frame from this line on, written at `trace end` or when the script ends.
    case trace(String)
    /// Ends the motion trace and writes its file.
    case traceEnd
    /// Chooses a registered transition style (`SceneContent.transitionStyle`); refused before
    /// the script runs for a content without styles.
    case style(TransitionStyle)
    /// Sets one motion parameter of a style (`SceneContent.motionTuning`), checked against the
    /// key's kind and range when the script is parsed.
    case tune(TransitionStyle, MotionKey, MotionValue)
    /// One of the app's own commands, carried out by its `SceneContent.perform`.
    case app(AppScriptCommand)
}
