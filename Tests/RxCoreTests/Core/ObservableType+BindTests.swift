import RxCore
import XCTest

final class ObservableTypeBindTests: RxTestCase {
    func testBindToObserversForwardsEveryEventToEachInOrder() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        Observable.of(1, 2).bind(to: first, second).dispose()
        XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.events, first.events)
        let failing = Recorder<Int>()
        Observable<Int>.error(TestError.boom).bind(to: failing).dispose()
        XCTAssertEqual(failing.events, [.error(TestError.boom)])
    }

    func testBindToOptionalObserversWrapsElements() {
        let recorder = Recorder<Int?>()
        Observable.of(1, 2).bind(to: recorder).dispose()
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    }

    func testBindToSubjectFeedsItsSubscribers() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        Observable.of(1).bind(to: subject).dispose()
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        subscription.dispose()
    }

    func testBindToBinderPassesTheSequence() {
        let source = Observable.of(1, 2, 3)
        let count = source.bind { (observable: Observable<Int>) -> Int in
            var count = 0
            observable.subscribe(onNext: { _ in count += 1 }).dispose()
            return count
        }
        XCTAssertEqual(count, 3)
        let scaled = source.bind(
            to: { observable in { (factor: Int) in observable.map { $0 * factor } } },
            curriedArgument: 10
        )
        let recorder = Recorder<Int>()
        scaled.subscribe(recorder).dispose()
        XCTAssertEqual(recorder.elements, [10, 20, 30])
    }

    func testBindOnNextReportsErrors() {
        var received: [Int] = []
        let reports = HookReports.capture {
            Observable.of(1).bind(onNext: { received.append($0) }).dispose()
            Observable<Int>.error(TestError.other(7)).bind(onNext: { received.append($0) }).dispose()
        }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(reports.bindingErrors, [String(describing: TestError.other(7))])
        XCTAssertEqual(reports.errors, [])
    }
}
