import CSDL2
import SegueCore

/// A desktop window (SDL_Window). Sizes are in points; the drawable may have more pixels (HiDPI).
public final class Window {
    /// The owned SDL window.
    let pointer: OpaquePointer
    /// The context that started video; kept alive as long as the window.
    public let context: SDLContext

    /// Opens a window centred on the screen (`hidden`: never shown, for measuring or drawing
    /// off screen with the display's renderer). Starts the video subsystem when needed.
    public init(context: SDLContext, title: String, size: Size, resizable: Bool = true, hidden: Bool = false) throws {
        try context.startVideo()
        var flags =
            (hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue) | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = Int32(segue_windowpos_centered())
        guard
            let window = SDL_CreateWindow(
                title, centered, centered, Int32(size.width.rounded()), Int32(size.height.rounded()), flags)
        else { throw SDLError.last("SDL_CreateWindow") }
        pointer = window
        self.context = context
        LiveObjects.windows += 1
    }

    deinit {
        SDL_DestroyWindow(pointer)
        LiveObjects.windows -= 1
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
}
