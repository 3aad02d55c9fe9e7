import RxCore
import XCTest

/// A test case that fails when a test leaks RxCore objects, leaves an error unhandled or breaks
/// the Rx grammar without saying it expected to.
///
/// `setUp` snapshots ``Resources/total`` and routes ``Hooks`` reports into this test;
/// `tearDown` waits (up to five seconds) for the counter to be back at or below where it started
/// (debug builds count; release builds always read zero) and that no report arrived outside ``HookReports/capture(_:)``.
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
        // The counter is global: objects of an earlier test that finished asynchronously (work
        // still leaving a dispatch queue) may go away during this one, so the count may end
        // below the start. A leak of this test keeps it above the start for good.
        waitForResources(toReturnTo: resourcesAtStart)
        super.tearDown()
    }

    /// Asserts that the live-object count is back to its value at `setUp`.
    func assertNoLiveResources(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Resources.total, resourcesAtStart, "RxCore objects still alive", file: file, line: line)
    }
}
