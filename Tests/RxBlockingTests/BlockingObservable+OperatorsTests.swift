import Foundation
import RxBlocking
import RxCore
import XCTest

final class BlockingObservableOperatorsTests: BlockingTestCase {
    private let background = SerialDispatchQueueScheduler(qos: .userInitiated)

    func testToArrayReturnsEveryElementOnceTheSequenceCompletes() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
        let later = Observable.of(4, 5, 6).subscribe(on: background)
        XCTAssertEqual(try later.toBlocking().toArray(), [4, 5, 6])
    }

    func testToArrayThrowsTheSequencesError() {
        let failing = Observable.of(1, 2).concat(Observable.error(BlockingTestError()))
        assertThrows(BlockingTestError()) { try failing.toBlocking().toArray() }
    }

    func testFirstReturnsTheFirstElementAndDisposesAtOnce() throws {
        let disposed = expectation(description: "source disposed")
        let endless = Observable<Int>.interval(.milliseconds(1), scheduler: background)
            .do(onDispose: { disposed.fulfill() })
        XCTAssertEqual(try endless.toBlocking().first(), 0)
        wait(for: [disposed], timeout: 30)
        XCTAssertEqual(try Observable.of(7, 8).toBlocking().first(), 7)
    }

    func testFirstOfAnEmptySequenceIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testFirstThrowsAnErrorThatComesBeforeAnyElement() {
        assertThrows(BlockingTestError()) { try Observable<Int>.error(BlockingTestError()).toBlocking().first() }
    }

    func testLastReturnsTheLastElementOrNil() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).subscribe(on: background).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
        let failing = Observable.just(1).concat(Observable.error(BlockingTestError()))
        assertThrows(BlockingTestError()) { try failing.toBlocking().last() }
    }

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(42).toBlocking().single(), 42)
        XCTAssertEqual(try Single.just("one").toBlocking().single(), "one")
    }

    func testSingleThrowsForNoneOrMoreThanOneElement() {
        assertThrows(RxError.noElements) { try Observable<Int>.empty().toBlocking().single() }
        // The second element decides at once: the sequence need not complete.
        let endless = Observable.of(1, 2).concat(Observable.never())
        assertThrows(RxError.moreThanOneElement) { try endless.toBlocking().single() }
        assertThrows(BlockingTestError()) { try Observable<Int>.error(BlockingTestError()).toBlocking().single() }
    }

    func testSingleWithAPredicateLooksOnlyAtMatchingElements() throws {
        let source = Observable.of(1, 2, 3, 4)
        XCTAssertEqual(try source.toBlocking().single { $0 == 3 }, 3)
        assertThrows(RxError.moreThanOneElement) { try source.toBlocking().single { $0.isMultiple(of: 2) } }
        assertThrows(RxError.noElements) { try source.toBlocking().single { $0 > 9 } }
        assertThrows(BlockingTestError("predicate")) {
            try source.toBlocking().single { _ in throw BlockingTestError("predicate") }
        }
    }

    func testMaterializeReportsTheElementsAndHowTheSequenceEnded() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])
        let failing = Observable.of(1, 2).concat(Observable.error(BlockingTestError()))
        guard case .failed(let before, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(before, [1, 2])
        XCTAssertEqual(error as? BlockingTestError, BlockingTestError())
    }
}
