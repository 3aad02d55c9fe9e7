import RxCore
import RxTest
import XCTest

/// Drivers built on the main thread deliver synchronously when nothing is queued on their
/// scheduler, also when one driver's delivery feeds another, as RxCocoa's do: each driver gets its
/// own main scheduler, so only work nested within the same driver is postponed.
final class DriverSynchronousDeliveryTests: RxTestCase {
    func testChainedDriversDeliverBeforeTheNextLineRuns() {
        let relay = BehaviorRelay(value: "initial")
        let recorder = Recorder<String>()
        let bag = DisposeBag()
        relay.asDriver().drive(recorder).disposed(by: bag)
        XCTAssertEqual(recorder.elements, ["initial"])

        for word in ["first", "second"] {
            let driver = Observable<String>.create { observer in
                observer.onNext(word)
                observer.onCompleted()
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: "error")
            driver.drive(relay).disposed(by: bag)
            XCTAssertEqual(recorder.elements.last, word, "\(word) arrived later than its drive call")
        }
        Observable.just("third").bind(to: relay).disposed(by: bag)

        XCTAssertEqual(recorder.elements, ["initial", "first", "second", "third"])
        XCTAssertEqual(relay.value, "third")
    }

    func testWorkNestedInOneMainSchedulerWaitsButAnotherOneRunsAtOnce() {
        // A main scheduler runs inline only when nothing of its own is running or queued; a
        // second instance does not wait for the first one's work.
        let outer = MainScheduler()
        let inner = MainScheduler()
        var order: [String] = []
        _ = outer.schedule(()) { _ in
            _ = outer.schedule(()) { _ in
                order.append("nested in outer")
                return Disposables.create()
            }
            _ = inner.schedule(()) { _ in
                order.append("inner")
                return Disposables.create()
            }
            order.append("outer")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["inner", "outer"])
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 30)
        XCTAssertEqual(order, ["inner", "outer", "nested in outer"])
    }

    func testEachDriverHasItsOwnMainScheduler() {
        let first = DriverSharingStrategy.scheduler as AnyObject
        let second = DriverSharingStrategy.scheduler as AnyObject
        XCTAssertTrue(first is MainScheduler)
        XCTAssertFalse(first === second)
        XCTAssertFalse(first === MainScheduler.instance)
    }
}
