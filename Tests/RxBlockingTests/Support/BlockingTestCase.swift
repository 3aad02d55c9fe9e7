import Foundation
import RxCore
import XCTest

/// A test case that fails when a test leaves RxCore objects alive: `tearDown` waits (up to 30
/// seconds, since work on dispatch queues lets go shortly after the result a test waited for)
/// until ``Resources/total`` is back at or below its value from `setUp`.
class BlockingTestCase: XCTestCase {
    private var resourcesAtStart = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        let deadline = Date(timeIntervalSinceNow: 30)
        while Resources.total > resourcesAtStart, Date() < deadline {
            // Main-queue work of this test may still hold objects: let it run.
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
        XCTAssertLessThanOrEqual(Resources.total, resourcesAtStart, "RxCore objects leaked")
        super.tearDown()
    }
}

/// The error the tests' sequences fail with.
struct BlockingTestError: Error, Equatable {
    let name: String

    init(_ name: String = "boom") {
        self.name = name
    }
}

/// Asserts that `body` throws an error equal to `expected`.
func assertThrows<Expected: Error & Equatable, Value>(
    _ expected: Expected,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Value
) {
    assertThrows("\(expected)", file: file, line: line, matching: { ($0 as? Expected) == expected }, body)
}

/// Asserts that `body` throws `expected` (compared by description, as `RxError` is not
/// `Equatable`).
func assertThrows<Value>(
    _ expected: RxError,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Value
) {
    let description = String(describing: expected)
    assertThrows(description, file: file, line: line, matching: { String(describing: $0) == description }, body)
}

private func assertThrows<Value>(
    _ expected: String,
    file: StaticString,
    line: UInt,
    matching: (Error) -> Bool,
    _ body: () throws -> Value
) {
    do {
        let value = try body()
        XCTFail("expected \(expected) to be thrown, got \(value)", file: file, line: line)
    } catch {
        XCTAssertTrue(matching(error), "expected \(expected), got \(error)", file: file, line: line)
    }
}
