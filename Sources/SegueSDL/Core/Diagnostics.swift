import Foundation
import SegueCore

/// Notes the SDL layer prints on stderr, named after the running program (`NAME: message`), as the
/// app runtime names its own messages.
package enum Diagnostics {
    /// The program's name at the start of every note; the app runtime sets it from its arguments.
    package static var programName: String {
        get { storedName.value }
        set { storedName.value = newValue }
    }
    private static let storedName = LockedValue("segue")

    /// Prints `NAME: message` on stderr.
    package static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
    }
}
