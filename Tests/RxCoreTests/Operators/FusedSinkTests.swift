import XCTest

@testable import RxCore

final class FusedSinkTests: RxTestCase {
    private func sink(
        transform: ((Int) throws -> String)?,
        predicate: ((String) throws -> Bool)? = nil,
        comparer: ((String, String) throws -> Bool)? = nil,
        _ recorder: Recorder<String>,
        _ subscription: SingleAssignmentDisposable
    ) -> FusedSink<Int, String> {
        FusedSink(
            transform: transform,
            stages: FusedStages(predicate: predicate, comparer: comparer),
            observer: AnyObserver(recorder),
            subscription: subscription
        )
    }

    func testAppliesTheTransformThenTheFilterThenTheComparer() {
        let recorder = Recorder<String>()
        let subscription = SingleAssignmentDisposable()
        let fused = sink(
            transform: { String($0) },
            predicate: { $0 != "3" },
            comparer: { $0 == $1 },
            recorder,
            subscription
        )
        for value in [1, 1, 2, 3, 2, 2] { fused.on(.next(value)) }
        fused.on(.completed)
        // 3 is filtered out before the comparer sees it, so the 2 after it is a repeat.
        XCTAssertEqual(recorder.events, [.next("1"), .next("2"), .completed])
        XCTAssertTrue(subscription.isDisposed)
    }

    func testAThrowingClosureFailsDisposesAndStopsTheSink() {
        let recorder = Recorder<String>()
        let subscription = SingleAssignmentDisposable()
        var compared = 0
        let fused = sink(
            transform: { value in
                if value == 2 { throw TestError.boom }
                return String(value)
            },
            comparer: { _, _ in
                compared += 1
                return false
            },
            recorder,
            subscription
        )
        fused.on(.next(1))
        fused.on(.next(2))
        fused.on(.next(3))
        fused.on(.completed)
        XCTAssertEqual(recorder.events, [.next("1"), .error(TestError.boom)])
        XCTAssertTrue(subscription.isDisposed)
        XCTAssertEqual(compared, 0, "the comparer ran after the transform threw")
    }

    func testTheComparerKeepsOnlyTheLastForwardedElement() {
        let recorder = Recorder<String>()
        let fused = sink(
            transform: { String($0) },
            comparer: { last, new in last.count == new.count },
            recorder,
            SingleAssignmentDisposable()
        )
        for value in [1, 2, 10, 11, 3, 100] { fused.on(.next(value)) }
        XCTAssertEqual(recorder.elements, ["1", "10", "3", "100"])
    }
}
