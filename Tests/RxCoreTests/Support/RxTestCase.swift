import Foundation
import RxCore
import XCTest

/// A test case that fails when a test leaks RxCore objects, leaves an error unhandled or breaks
/// the Rx grammar without saying it expected to.
///
/// `setUp` snapshots ``Resources/total`` and routes ``Hooks`` reports into this test; `tearDown`
/// waits (up to 30 seconds) for the counter to be exactly where it started (debug builds count;
/// release builds always read zero) and checks that no report arrived outside
/// ``HookReports/capture(_:)``. Every test class in RxCoreTests subclasses it, so each test ends
/// with the count it started with; the class `setUp` waits for the count to settle first, so
/// objects that tests of other targets left on their way out (work still leaving a dispatch
/// queue) are gone before the first baseline is taken.
class RxTestCase: XCTestCase {
    private var resourcesAtStart = 0

    override class func setUp() {
        super.setUp()
        waitForResourcesToSettle()
    }

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
        waitForResources(toReturnTo: resourcesAtStart)
        super.tearDown()
    }

    /// Asserts that the live-object count is back to its value at `setUp`.
    func assertNoLiveResources(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Resources.total, resourcesAtStart, "RxCore objects still alive", file: file, line: line)
    }
}
