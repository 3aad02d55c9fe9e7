import RxCore
import XCTest

/// A test case that fails when a test leaks RxCore objects, leaves an error unhandled or breaks
/// the Rx grammar without saying it expected to.
///
/// `setUp` snapshots ``Resources/total`` and routes ``Hooks`` reports into this test;
/// `tearDown` asserts the counter is back where it started (debug builds count; release builds
/// always read zero) and that no report arrived outside ``HookReports/capture(_:)``.
class RxTestCase: XCTestCase {
    private var resourcesAtStart = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
        HookReports.shared.install()
    }

    override func tearDown() {
        let unexpected = HookReports.shared.uninstall()
        XCTAssertEqual(unexpected.violations, [], "unexpected Rx grammar violations")
        XCTAssertEqual(unexpected.errors, [], "unexpected unhandled errors")
        XCTAssertEqual(unexpected.bindingErrors, [], "unexpected binding errors")
        XCTAssertEqual(Resources.total, resourcesAtStart, "RxCore objects leaked by this test")
        super.tearDown()
    }

    /// Asserts that the live-object count is back to its value at `setUp`.
    func assertNoLiveResources(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Resources.total, resourcesAtStart, "RxCore objects still alive", file: file, line: line)
    }
}
