import XCTest

final class SegueUITestsPlaceholder: XCTestCase {}
