import CSDL2

/// A failed SDL, SDL_ttf or SDL_image call, with SDL's own explanation.
package struct SDLError: Error, Equatable, CustomStringConvertible {
    /// The call that failed, for example "SDL_CreateRenderer".
    package let operation: String
    /// The text of SDL_GetError() read right after the failing return.
    package let message: String

    /// Creates an error from an operation name and a message.
    package init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// The error for `operation`, reading SDL_GetError(). Call it only after a failing return.
    static func last(_ operation: String) -> SDLError {
        SDLError(operation: operation, message: String(cString: SDL_GetError()))
    }

    /// Throws the last SDL error unless `result` is zero (SDL's success value).
    static func check(_ result: Int32, _ operation: String) throws {
        if result != 0 { throw last(operation) }
    }

    /// The SDL call and SDL's message.
    package var description: String { "\(operation) failed: \(message)" }
}
