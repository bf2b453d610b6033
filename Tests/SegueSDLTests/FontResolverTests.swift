import XCTest

@testable import SegueSDL

nonisolated final class FontResolverTests: XCTestCase {
    @MainActor private func isolatedResolver() -> FontResolver {
        var resolver = FontResolver()
        resolver.environment = [:]
        resolver.executablePath = "/nonexistent/bin/segue"
        resolver.currentDirectory = "/nonexistent/cwd"
        resolver.sourceRoot = "/nonexistent/src"
        return resolver
    }

    @MainActor func testExplicitPathComesFirst() async throws {
        var resolver = isolatedResolver()
        resolver.explicitPath = testFontPath
        resolver.environment = ["SEGUE_FONT": "/nonexistent/env.ttf"]
        XCTAssertEqual(try resolver.resolve(), testFontPath)
    }

    @MainActor func testMissingExplicitPathIsAnErrorNamingIt() async {
        var resolver = isolatedResolver()
        resolver.explicitPath = "/nonexistent/given.ttf"
        XCTAssertThrowsError(try resolver.resolve()) { error in
            XCTAssertEqual(error as? FontError, .missingFile(path: "/nonexistent/given.ttf"))
        }
    }

    @MainActor func testEnvironmentVariableIsUsed() async throws {
        var resolver = isolatedResolver()
        resolver.environment = ["SEGUE_FONT": testFontPath]
        XCTAssertEqual(try resolver.resolve(), testFontPath)
        resolver.environment = ["SEGUE_FONT": "/nonexistent/env.ttf"]
        XCTAssertThrowsError(try resolver.resolve())
    }

    @MainActor func testSearchOrderAndErrorListingEveryPath() async throws {
        let resolver = isolatedResolver()
        let paths = resolver.searchPaths
        XCTAssertEqual(paths.first, "/nonexistent/bin/Assets/Fonts/DejaVuSans.ttf")
        XCTAssertTrue(paths.contains("/nonexistent/Assets/Fonts/DejaVuSans.ttf"))
        XCTAssertTrue(paths.contains("/nonexistent/cwd/Assets/Fonts/DejaVuSans.ttf"))
        XCTAssertTrue(paths.contains("/nonexistent/src/Assets/Fonts/DejaVuSans.ttf"))
        XCTAssertEqual(paths.last, FontResolver.systemPath)
        XCTAssertEqual(Set(paths).count, paths.count)
        if access(FontResolver.systemPath, R_OK) != 0 {
            XCTAssertThrowsError(try resolver.resolve()) { error in
                for path in paths { XCTAssertTrue("\(error)".contains(path)) }
            }
        }
    }

    @MainActor func testProcessResolverFindsTheShippedFont() async throws {
        var resolver = FontResolver()
        resolver.environment = [:]
        let path = try resolver.resolve()
        XCTAssertTrue(path.hasSuffix("DejaVuSans.ttf"))
        XCTAssertTrue(FontResolver.isReadable(path))
    }

    @MainActor func testSourceRootIsThePackageRoot() async throws {
        let root = try XCTUnwrap(FontResolver().sourceRoot)
        XCTAssertTrue(FontResolver.isReadable(root + "/Package.swift"), root)
    }
}
