import Foundation
import RxCore
import RxTest
import XCTest

final class SignalTests: RxTestCase {
    private let error = MarbleTestError()

    func testOnErrorVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, error)])
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(
                scheduler.start { xs.asSignal(onErrorJustReturn: -1) }.events,
                [.next(211, 1), .next(231, -1), .completed(231)]
            )
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(230, error)] as [Recorded<Event<Int>>])
        SharingScheduler.mock(scheduler: scheduler2) {
            XCTAssertEqual(
                scheduler2.start { ys.asSignal(onErrorSignalWith: Signal.just(5)) }.events,
                [.next(232, 5), .completed(232)]
            )
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.error(230, error)] as [Recorded<Event<Int>>])
        SharingScheduler.mock(scheduler: scheduler3) {
            XCTAssertEqual(
                scheduler3.start { zs.asSignal(onErrorRecover: { _ in Signal.just(6) }) }.events,
                [.next(232, 6), .completed(232)]
            )
        }
    }

    func testSharesWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(signal.asObservable().subscribe(second)) }
            scheduler.scheduleAt(300) {
                for subscription in subscriptions { subscription.dispose() }
            }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(second.events, [.next(241, 3)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testDeliversOnTheMainThread() {
        let baseline = Resources.total
        do {
            let subject = PublishSubject<Int>()
            let onMain = Collector<Bool>()
            var values: [Int] = []
            let subscription = subject.asSignal(onErrorJustReturn: -1).emit(onNext: { value in
                onMain.append(Thread.isMainThread)
                values.append(value)
            })
            DispatchQueue.global().async { subject.onNext(1) }
            spinMainRunLoop { values.count == 1 }
            XCTAssertEqual(onMain.snapshot, [true])
            subscription.dispose()
        }
        spinMainRunLoop { Resources.total <= baseline }
    }

    func testReleasesResources() {
        assertReleasesResources { source, scheduler in
            mocking(scheduler) { source.asSignal(onErrorJustReturn: 0) }
        }
    }
}
