import CSDL2
import SegueCore

/// A desktop window (SDL_Window). Sizes are in points; the drawable may have more pixels (HiDPI).
@preconcurrency @MainActor public final class Window {
    /// The owned SDL window.
    let pointer: OpaquePointer
    /// The context that started video; kept alive as long as the window.
    public let context: SDLContext

    /// Opens a window centred on the screen (`hidden`: never shown, for measuring or drawing
    /// off screen with the display's renderer). Starts the video subsystem when needed. A shown
    /// window never opens larger than the screen's usable area or off it: a `size` that does not
    /// fit is shrunk to the area (noted on stderr), and the window is centred in it.
    public init(context: SDLContext, title: String, size: Size, resizable: Bool = true, hidden: Bool = false) throws {
        try context.startVideo()
        var flags =
            (hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue) | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = Int32(segue_windowpos_centered())
        var frame = Rect(x: Double(centered), y: Double(centered), width: size.width, height: size.height)
        if !hidden, let usable = Self.usableArea() {
            frame = Self.frame(fitting: size, in: usable)
            if frame.size != size {
                Diagnostics.note(
                    "a \(Int(size.width))x\(Int(size.height)) window does not fit the screen; "
                        + "opening it at \(Int(frame.width))x\(Int(frame.height))")
            }
        }
        guard
            let window = SDL_CreateWindow(
                title, Int32(frame.origin.x), Int32(frame.origin.y), Int32(frame.width.rounded()),
                Int32(frame.height.rounded()),
                flags)
        else { throw SDLError.last("SDL_CreateWindow") }
        pointer = window
        self.context = context
        LiveObjects.counts.withLock { $0.windows += 1 }
    }

    /// Where a window of `size` opens inside a screen's usable area `usable`: each side shrunk to
    /// the area's when larger, and centred in it (whole points).
    public static func frame(fitting size: Size, in usable: Rect) -> Rect {
        let width = max(1, min(size.width.rounded(), usable.width.rounded(.down)))
        let height = max(1, min(size.height.rounded(), usable.height.rounded(.down)))
        let x = usable.origin.x + ((usable.width - width) / 2).rounded(.down)
        let y = usable.origin.y + ((usable.height - height) / 2).rounded(.down)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The first display's usable area (without panels and docks), or nil when SDL cannot say.
    static func usableArea() -> Rect? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return Rect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.w), height: Double(bounds.h))
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            SDL_DestroyWindow(pointer)
            LiveObjects.counts.withLock { $0.windows -= 1 }
        }
    }

    /// The window's size in points (SDL window coordinates). Setting it asks for a new size
    /// (SDL_SetWindowSize); the window manager may answer later with a resized event.
    public var size: Size {
        get {
            var w: Int32 = 0
            var h: Int32 = 0
            SDL_GetWindowSize(pointer, &w, &h)
            return Size(width: Double(w), height: Double(h))
        }
        set {
            SDL_SetWindowSize(
                pointer, Int32(max(1, newValue.width.rounded())), Int32(max(1, newValue.height.rounded())))
        }
    }

    /// The window's title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// SDL's identifier of the window, as found in window events.
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The refresh rate of the display the window is on, in hertz (0 when SDL does not know it).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(pointer, &mode) == 0 else { return 0 }
        return Double(mode.refresh_rate)
    }
}
