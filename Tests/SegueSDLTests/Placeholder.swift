import XCTest

final class SegueSDLTestsPlaceholder: XCTestCase {}
