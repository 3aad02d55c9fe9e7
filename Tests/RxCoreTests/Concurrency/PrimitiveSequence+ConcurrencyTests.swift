import Foundation
import RxCore
import XCTest

final class PrimitiveSequenceConcurrencyTests: RxTestCase {
    private struct Failure: Error, Equatable {}

    func testSingleValue() async throws {
        let value = try await Single.just(5).value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.error(Failure()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testSingleValueFromAnotherThread() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxcore.tests.single.value")
        let value = try await Single.just("late", scheduler: scheduler).value
        XCTAssertEqual(value, "late")
    }

    func testCancellingTheWaitingTaskThrowsAndDisposes() async {
        let disposed = expectation(description: "disposed")
        let subscribed = expectation(description: "subscribed")
        let single = Single<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let waiter = Task { try await single.value }
        await fulfillment(of: [subscribed], timeout: 30)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 30)
        let result = await waiter.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    func testCancelledBeforeWaitingThrowsAtOnce() async {
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.never().value
        }
        let result = await waiter.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    func testMaybeValue() async throws {
        let present = try await Maybe.just(3).value
        XCTAssertEqual(present, 3)
        let absent = try await Maybe<Int>.empty().value
        XCTAssertNil(absent)
        do {
            _ = try await Maybe<Int>.error(Failure()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(Failure()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testSingleCreateFromAsyncWork() async throws {
        let doubled = try await Single<Int>.create { 21 * 2 }.value
        XCTAssertEqual(doubled, 42)
        let detached = try await Single<Int>.create(detached: true, priority: .high) { 1 }.value
        XCTAssertEqual(detached, 1)
        do {
            _ = try await Single<Int>.create { throw Failure() }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testReleasesResources() async throws {
        let baseline = Resources.total
        do {
            _ = try await Single.just(1).value
            _ = try await Maybe<Int>.empty().value
            try await Completable.empty().value
        }
        waitForResources(toReturnTo: baseline)
    }
}
