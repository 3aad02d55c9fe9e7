import RxCore
import XCTest

/// What `values` and the traits' `value` do in a task that is already cancelled: a sequence
/// still running throws `CancellationError`; one that finishes while being subscribed to reports
/// its outcome, as RxSwift's do.
final class CancelledTaskTests: RxTestCase {
    /// Runs `body` in a task that is cancelled before `body` starts.
    private func inCancelledTask<Value: Sendable>(
        _ body: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, Error> {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await body()
        }
        return await task.result
    }

    private func assertCancellation<Value>(
        _ result: Result<Value, Error>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try result.get(), file: file, line: line) { error in
            XCTAssertTrue(error is CancellationError, "\(error)", file: file, line: line)
        }
    }

    func testValuesOfNeverThrowsCancellationError() async {
        let result = await inCancelledTask { () -> [Int] in
            var seen: [Int] = []
            for try await value in Observable<Int>.never().values { seen.append(value) }
            return seen
        }
        assertCancellation(result)
    }

    func testValuesDeliverWhatArrivedBeforeTheCancellationThenThrow() async {
        let result = await inCancelledTask { () -> [Int] in
            var seen: [Int] = []
            do {
                for try await value in Observable.of(1, 2).concat(Observable.never()).values { seen.append(value) }
            } catch is CancellationError {
                return seen
            }
            return [-1]
        }
        XCTAssertEqual(try result.get(), [1, 2])
    }

    func testValuesOfASequenceThatCompletedAtOnceEndNormally() async {
        let result = await inCancelledTask { () -> [Int] in
            var seen: [Int] = []
            for try await value in Observable.of(1, 2).values { seen.append(value) }
            return seen
        }
        XCTAssertEqual(try result.get(), [1, 2])
    }

    func testTraitsThatFinishAtOnceReportTheirOutcome() async throws {
        let single = await inCancelledTask { try await Single.just(1).value }
        XCTAssertEqual(try single.get(), 1)
        let maybe = await inCancelledTask { try await Maybe.just(2).value }
        XCTAssertEqual(try maybe.get(), 2)
        let empty = await inCancelledTask { try await Maybe<Int>.empty().value }
        XCTAssertEqual(try empty.get(), nil)
        let completable = await inCancelledTask { try await Completable.empty().value }
        XCTAssertNoThrow(try completable.get())
        let failed = await inCancelledTask { try await Single<Int>.error(TestError.boom).value }
        XCTAssertThrowsError(try failed.get()) { XCTAssertEqual($0 as? TestError, .boom) }
    }

    func testTraitsStillRunningThrowCancellationErrorAndDispose() async {
        let disposed = Counter()
        let never = Single<Int>.never().asObservable().do(onDispose: { disposed.increment() }).asSingle()
        assertCancellation(await inCancelledTask { try await never.value })
        assertCancellation(await inCancelledTask { try await Maybe<Int>.never().value })
        assertCancellation(await inCancelledTask { try await Completable.never().value })
        XCTAssertEqual(disposed.value, 1)
    }
}
