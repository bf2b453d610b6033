import UIKit
import UIKit.UIGestureRecognizerSubclass
import XCTest

/// A recognizer subclass as iOS code writes it, after `import UIKit.UIGestureRecognizerSubclass`.
final class GiveUpRecognizer: UIGestureRecognizer {
    /// Fails the recognizer, as a subclass does from its touch methods.
    func giveUp() { state = .failed }
}

/// `import UIKit.UIGestureRecognizerSubclass` compiles (the Clang submodule CUIKitRuntime's module
/// map declares), and the file sees Segue's UIKit through it.
nonisolated final class GestureRecognizerSubclassImportTests: XCTestCase {
    @MainActor func testTheSubmoduleImportsAndASubclassSetsItsState() async {
        let recognizer = GiveUpRecognizer()
        XCTAssertEqual(recognizer.state, .possible)
        recognizer.giveUp()
        XCTAssertEqual(recognizer.state, .failed)
    }
}
