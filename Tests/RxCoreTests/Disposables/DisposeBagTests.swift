import RxCore
import XCTest

final class DisposeBagTests: RxTestCase {
    func testDeinitDisposesFirstInFirstOut() {
        var order: [Int] = []
        do {
            let bag = DisposeBag()
            for index in 0..<5 {
                Disposables.create { order.append(index) }.disposed(by: bag)
            }
            bag.insert(Disposables.create { order.append(5) }, Disposables.create { order.append(6) })
            bag.insert([Disposables.create { order.append(7) }])
            bag.insert {
                Disposables.create { order.append(8) }
                Disposables.create { order.append(9) }
            }
            XCTAssertEqual(order, [])
        }
        XCTAssertEqual(order, Array(0..<10))
    }

    func testInitialisersHoldTheirDisposablesInOrder() {
        var order: [String] = []
        do {
            _ = DisposeBag(
                disposing: Disposables.create { order.append("a") }, Disposables.create { order.append("b") })
        }
        do {
            _ = DisposeBag(disposing: [Disposables.create { order.append("c") }])
        }
        do {
            _ = DisposeBag {
                Disposables.create { order.append("d") }
                Disposables.create { order.append("e") }
            }
        }
        XCTAssertEqual(order, ["a", "b", "c", "d", "e"])
    }

    func testReleasingTheBagEndsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var disposed = false
        do {
            let bag = DisposeBag()
            subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposed = true }).disposed(by: bag)
            subject.onNext(1)
        }
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertTrue(disposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testConcurrentInsertsAreAllDisposed() {
        let disposables = (0..<4_000).map { _ in BooleanDisposable() }
        do {
            let bag = DisposeBag()
            runConcurrently(threads: 4) { thread in
                for index in stride(from: thread, to: disposables.count, by: 4) { bag.insert(disposables[index]) }
            }
        }
        XCTAssertEqual(disposables.filter(\.isDisposed).count, disposables.count)
    }
}
