import XCTest

@testable import RxCore

final class AtomicWordTests: RxTestCase {
    func testOperationsReturnWhatTheStandardAtomicsReturn() {
        let cell = AtomicCell<Int>(5)
        XCTAssertEqual(cell.load(ordering: .relaxed), 5)
        XCTAssertEqual(cell.exchange(7, ordering: .acquiringAndReleasing), 5)
        XCTAssertTrue(cell.wrappingAdd(3, ordering: .acquiringAndReleasing) == (7, 10))
        XCTAssertTrue(cell.wrappingSubtract(4, ordering: .acquiringAndReleasing) == (10, 6))
        XCTAssertTrue(cell.bitwiseOr(9, ordering: .acquiringAndReleasing) == (6, 15))
        XCTAssertTrue(cell.compareExchange(expected: 1, desired: 2, ordering: .acquiringAndReleasing) == (false, 15))
        XCTAssertTrue(cell.compareExchange(expected: 15, desired: 2, ordering: .acquiringAndReleasing) == (true, 15))
        cell.store(Int.max, ordering: .releasing)
        XCTAssertTrue(cell.wrappingAdd(1, ordering: .sequentiallyConsistent) == (Int.max, Int.min))
        let flag = AtomicCell<Bool>(false)
        XCTAssertFalse(flag.exchange(true, ordering: .acquiringAndReleasing))
        XCTAssertTrue(flag.load(ordering: .acquiring))
    }

    func testIncrementsFromManyThreadsAreExact() {
        final class Counter: Sendable {
            let cell = AtomicCell<Int>(0)
        }
        let counter = Counter()
        runConcurrently(threads: 8) { _ in
            for _ in 0..<20_000 { counter.cell.wrappingAdd(1, ordering: .relaxed) }
        }
        XCTAssertEqual(counter.cell.load(ordering: .acquiring), 160_000)
    }
}
