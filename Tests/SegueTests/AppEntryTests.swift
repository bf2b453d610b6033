import XCTest

@testable import Segue
