import XCTest

final class SegueCoreTestsPlaceholder: XCTestCase {}
