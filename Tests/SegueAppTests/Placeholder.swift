import XCTest

final class SegueAppTestsPlaceholder: XCTestCase {}
