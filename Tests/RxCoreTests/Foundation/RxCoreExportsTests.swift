import XCTest

// Compiled in a file of its own: it imports nothing but RxCore (XCTest stays in the test class's
// file), so these names resolve only through RxCore's re-export of Foundation, as they did
// through `import RxCocoa`.
final class RxCoreExportsTests: RxTestCase {
    func testFoundationNamesResolveThroughRxCore() {
        let summary = ForeignNamesUser().summary()
        XCTAssertEqual(summary, "https://example.com/heroes 42 locked 1970-01-01 main")
    }
}
