import Foundation
import RxCore
import XCTest

final class ControlEventTests: RxTestCase {
    func testForwardsTheControlsEvents() {
        let taps = PublishRelay<Int>()
        let event = ControlEvent(events: taps)
        var received: [Int] = []
        let subscription = event.subscribe(onNext: { received.append($0) })
        taps.accept(1)
        taps.accept(2)
        subscription.dispose()
        taps.accept(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(taps.asObservable() === event.asObservable())
        XCTAssertTrue(event.asControlEvent().events === event.events)
    }

    func testSubscribingOnTheMainQueueIsImmediate() {
        var subscribedOnMain: [Bool] = []
        let events = Observable<Int>.create { observer in
            subscribedOnMain.append(Thread.isMainThread)
            observer.onNext(7)
            return Disposables.create()
        }
        var received: [Int] = []
        let subscription = ControlEvent(events: events).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(subscribedOnMain, [true])
        XCTAssertEqual(received, [7])
        subscription.dispose()
    }

    func testSubscriptionsFromOtherThreadsMoveToTheMainThread() {
        let baseline = Resources.total
        do {
            let subscribedOnMain = Collector<Bool>()
            let events = Observable<Int>.create { observer in
                subscribedOnMain.append(Thread.isMainThread)
                return Disposables.create()
            }
            let event = ControlEvent(events: events)
            let subscription = SingleAssignmentDisposable()
            DispatchQueue.global().async { subscription.setDisposable(event.subscribe()) }
            spinMainRunLoop { subscribedOnMain.count == 1 }
            XCTAssertEqual(subscribedOnMain.snapshot, [true])
            subscription.dispose()
        }
        spinMainRunLoop { Resources.total <= baseline }
    }
}
