import RxCore
import XCTest

final class DriverDriveTests: RxTestCase {
    func testDrivesObserversAndOptionalObservers() {
        var plain: [Int] = []
        var optional: [Int?] = []
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let first = driver.drive(AnyObserver { plain.append($0.element ?? -1) })
        let second = driver.drive(AnyObserver<Int?> { if case .next(let value) = $0 { optional.append(value) } })
        subject.onNext(1)
        subject.onNext(2)
        first.dispose()
        second.dispose()
        XCTAssertEqual(plain, [1, 2])
        XCTAssertEqual(optional, [1, 2])
    }

    func testDrivesRelays() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        let subscriptions = [
            driver.drive(behavior), driver.drive(optionalBehavior), driver.drive(replay), driver.drive(optionalReplay),
        ]
        subject.onNext(4)
        subject.onNext(5)
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(optionalBehavior.value, 5)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [4, 5])
        var optionalReplayed: [Int?] = []
        _ = optionalReplay.subscribe(onNext: { optionalReplayed.append($0) })
        XCTAssertEqual(optionalReplayed, [5])
        for subscription in subscriptions { subscription.dispose() }
    }

    func testDriveWithClosures() {
        var log: [String] = []
        let driver = Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
        _ = driver.drive(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testDriveWithObject() {
        final class Owner {
            var values: [Int] = []
        }
        let owner = Owner()
        _ = Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
            .drive(with: owner, onNext: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [1, 2])
    }

    func testDriveWithTransformationAndCurriedFunction() {
        let driver = Observable.of(3).asDriver(onErrorJustReturn: 0)
        let count = driver.drive { observable -> Int in
            var count = 0
            _ = observable.subscribe(onNext: { _ in count += 1 })
            return count
        }
        XCTAssertEqual(count, 1)
        func collect(_ observable: Observable<Int>) -> (String) -> [String] {
            { prefix in
                var values: [String] = []
                _ = observable.subscribe(onNext: { values.append(prefix + "\($0)") })
                return values
            }
        }
        XCTAssertEqual(driver.drive(collect, curriedArgument: "v"), ["v3"])
    }

    func testDriveWithoutArguments() {
        var subscribed = false
        let driver = Observable<Int>.create { _ in
            subscribed = true
            return Disposables.create()
        }.asDriver(onErrorJustReturn: 0)
        let subscription = driver.drive()
        XCTAssertTrue(subscribed)
        subscription.dispose()
    }

    func testReleasesResources() {
        assertNoLeaks {
            let subject = PublishSubject<Int>()
            let relay = BehaviorRelay(value: 0)
            let subscription = subject.asDriver(onErrorJustReturn: 0).drive(relay)
            subject.onNext(1)
            subscription.dispose()
            _ = Observable.of(1).asDriver(onErrorJustReturn: 0).drive(onNext: { _ in })
        }
    }
}
