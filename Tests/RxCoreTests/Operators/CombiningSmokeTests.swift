import RxCore
import XCTest

// Direct tests with subjects, written before TestScheduler exists; the marble suites replace them.
final class CombiningSmokeTests: XCTestCase {
    private var start = 0

    override func setUp() {
        super.setUp()
        start = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, start, "leaked RxCore objects")
        super.tearDown()
    }

    func testCombineLatest() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        var events: [Event<String>] = []
        let subscription = Observable.combineLatest(a, b) { "\($0)\($1)" }.subscribe { events.append($0) }
        a.onNext(1)
        b.onNext("x")
        a.onNext(2)
        b.onNext("y")
        a.onCompleted()
        b.onNext("z")
        b.onCompleted()
        XCTAssertEqual(events, [.next("1x"), .next("2x"), .next("2y"), .next("2z"), .completed])
        subscription.dispose()
    }

    func testCombineLatestTuplesAndCollection() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var tuples: [String] = []
        var arrays: [[Int]] = []
        let s1 = Observable.combineLatest(a, b).subscribe(onNext: { tuples.append("\($0.0),\($0.1)") })
        let s2 = Observable.combineLatest([a, b]).subscribe(onNext: { arrays.append($0) })
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        XCTAssertEqual(tuples, ["1,2", "3,2"])
        XCTAssertEqual(arrays, [[1, 2], [3, 2]])
        s1.dispose()
        s2.dispose()
    }

    func testZip() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = Observable.zip(a, b) { $0 * 10 + $1 }.subscribe { events.append($0) }
        a.onNext(1)
        a.onNext(2)
        a.onNext(3)
        b.onNext(4)
        b.onNext(5)
        a.onCompleted()
        b.onNext(6)
        b.onCompleted()
        XCTAssertEqual(events, [.next(14), .next(25), .next(36), .completed])
        subscription.dispose()
    }

    func testMergeAndFlatMap() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = Observable.merge(a, b).subscribe { events.append($0) }
        a.onNext(1)
        b.onNext(2)
        a.onCompleted()
        b.onNext(3)
        b.onCompleted()
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        subscription.dispose()

        var flat: [Int] = []
        _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { flat.append($0) })
        XCTAssertEqual(flat, [1, 10, 2, 20, 3, 30])
    }

    func testConcatOfManySynchronousSourcesDoesNotRecurse() {
        var count = 0
        var completed = false
        _ = Observable.concat((0..<20_000).map { Observable.just($0) })
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(count, 20_000)
        XCTAssertTrue(completed)

        var values: [Int] = []
        _ = Observable.from((0..<20_000).map { Observable.just($0) }).concat()
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, Array(0..<20_000))
    }

    func testFlatMapLatest() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var events: [Event<String>] = []
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe { events.append($0) }
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[0].onNext("b")
        inners[1].onNext("c")
        outer.onCompleted()
        inners[1].onCompleted()
        XCTAssertEqual(events, [.next("a"), .next("c"), .completed])
        XCTAssertFalse(inners[0].hasObservers)
        subscription.dispose()
    }

    func testWithLatestFromAmbSample() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        var events: [Event<String>] = []
        let s1 = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe { events.append($0) }
        first.onNext(1)
        second.onNext("a")
        first.onNext(2)
        first.onCompleted()
        XCTAssertEqual(events, [.next("2a"), .completed])
        s1.dispose()

        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var amb: [Int] = []
        let s2 = left.amb(right).subscribe(onNext: { amb.append($0) })
        right.onNext(1)
        left.onNext(2)
        right.onNext(3)
        XCTAssertEqual(amb, [1, 3])
        XCTAssertFalse(left.hasObservers)
        s2.dispose()

        let source = PublishSubject<Int>()
        let sampler = PublishSubject<Void>()
        var sampled: [Event<Int>] = []
        let s3 = source.sample(sampler, defaultValue: 0).subscribe { sampled.append($0) }
        sampler.onNext(())
        source.onNext(1)
        source.onNext(2)
        sampler.onNext(())
        source.onNext(3)
        source.onCompleted()
        sampler.onNext(())
        XCTAssertEqual(sampled, [.next(0), .next(2), .next(3), .completed])
        s3.dispose()
    }

    func testPublishRefCountAndShareReplay() {
        var subscriptions = 0
        let source = PublishSubject<Int>()
        let counted = Observable<Int>.create { observer in
            subscriptions += 1
            return source.subscribe(observer)
        }
        let shared = counted.share(replay: 1)
        var a: [Int] = []
        var b: [Int] = []
        let s1 = shared.subscribe(onNext: { a.append($0) })
        source.onNext(1)
        let s2 = shared.subscribe(onNext: { b.append($0) })
        source.onNext(2)
        XCTAssertEqual(a, [1, 2])
        XCTAssertEqual(b, [1, 2])
        XCTAssertEqual(subscriptions, 1)
        s1.dispose()
        s2.dispose()
        XCTAssertFalse(source.hasObservers)
        let s3 = shared.subscribe(onNext: { a.append($0) })
        XCTAssertEqual(subscriptions, 2)
        s3.dispose()

        let published = counted.publish()
        var c: [Int] = []
        let s4 = published.subscribe(onNext: { c.append($0) })
        source.onNext(5)
        let connection = published.connect()
        source.onNext(6)
        connection.dispose()
        source.onNext(7)
        XCTAssertEqual(c, [6])
        s4.dispose()
    }
}
