import RxCore
import XCTest

/// A minimal third-party `ObservableType`, the kind `asObservable()` has to wrap.
private struct Countdown: ObservableType {
    typealias Element = Int

    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}

final class ObservableTypeTests: RxTestCase {
    func testAsObservableWrapsAnyObservableType() {
        var received: [Int] = []
        var completed = false
        let subscription = Countdown(from: 3).asObservable().map { $0 * 10 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [30, 20, 10])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testOperatorsWorkOnAnyObservableType() {
        let recorder = Recorder<Int>()
        Countdown(from: 4).filter { $0.isMultiple(of: 2) }.subscribe(recorder).dispose()
        XCTAssertEqual(recorder.events, [.next(4), .next(2), .completed])
    }
}
