import XCTest

@testable import RxCore

/// A minimal single-upstream sink: forwards elements, and on each element reports whether the
/// sink was already stopped while the downstream handled it.
private final class ProbeSink: SingleUpstreamSink<Int>, ObserverType {
    func on(_ event: Event<Int>) {
        guard !stopped else { return }
        switch event {
        case .next(let element): forward(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}

final class SingleUpstreamSinkTests: RxTestCase {
    private func makeSink(_ observer: Recorder<Int>) -> (ProbeSink, SingleAssignmentDisposable, BooleanDisposable) {
        let subscription = SingleAssignmentDisposable()
        let upstream = BooleanDisposable()
        subscription.setDisposable(upstream)
        return (ProbeSink(observer: AnyObserver(observer), subscription: subscription), subscription, upstream)
    }

    func testForwardTerminalStopsTheSinkAndDisposesTheSource() {
        let recorder = Recorder<Int>()
        let (sink, subscription, upstream) = makeSink(recorder)
        sink.on(.next(1))
        XCTAssertFalse(sink.stopped)
        sink.on(.completed)
        sink.on(.next(2))
        sink.on(.error(TestError.boom))
        XCTAssertTrue(sink.stopped)
        XCTAssertTrue(subscription.isDisposed)
        XCTAssertTrue(upstream.isDisposed)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
    }

    func testFailForwardsTheErrorAndDisposesTheSource() {
        let recorder = Recorder<Int>()
        let (sink, subscription, upstream) = makeSink(recorder)
        sink.fail(TestError.other(3))
        XCTAssertTrue(sink.stopped)
        XCTAssertTrue(subscription.isDisposed)
        XCTAssertTrue(upstream.isDisposed)
        XCTAssertEqual(recorder.events, [.error(TestError.other(3))])
    }

    func testCompleteForwardsCompletionAndDisposesTheSource() {
        let recorder = Recorder<Int>()
        let (sink, subscription, _) = makeSink(recorder)
        sink.complete()
        XCTAssertTrue(sink.stopped)
        XCTAssertTrue(subscription.isDisposed)
        XCTAssertEqual(recorder.events, [.completed])
    }

    func testForwardLastStopsTheSinkBeforeTheDownstreamSeesTheElement() {
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        var stoppedDuringElement: [Bool] = []
        var sink: ProbeSink?
        sink = ProbeSink(
            observer: AnyObserver { event in
                if case .next = event, let sink { stoppedDuringElement.append(sink.stopped) }
                recorder.on(event)
            },
            subscription: subscription
        )
        sink?.forwardLast(7)
        sink?.on(.next(8))
        XCTAssertEqual(stoppedDuringElement, [true])
        XCTAssertTrue(subscription.isDisposed)
        XCTAssertEqual(recorder.events, [.next(7), .completed])
        sink = nil
    }
}
