import XCTest

@testable import SegueSDL
