import XCTest

@testable import RxCore

final class ObserverListTests: RxTestCase {
    private func entry(_ recorder: Recorder<Int>) -> SubjectSubscription<Int> {
        SubjectSubscription(observer: AnyObserver(recorder), subscription: SingleAssignmentDisposable())
    }

    func testDispatchSkipsAnEntryWhoseSubscriptionIsDisposed() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        let (kept, silenced) = (Recorder<Int>(), Recorder<Int>())
        let silencedEntry = entry(silenced)
        list.append(entry(kept))
        list.append(silencedEntry)
        list.dispatch(.next(1))
        silencedEntry.subscription.dispose()
        list.dispatch(.next(2))
        XCTAssertEqual(kept.events, [.next(1), .next(2)])
        XCTAssertEqual(silenced.events, [.next(1)])
    }

    func testDispatchesInSubscriptionOrderAndRemovesExactlyOneEntry() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        var order: [Int] = []
        let entries = (0..<6).map { index in
            SubjectSubscription<Int>(
                observer: AnyObserver { _ in order.append(index) }, subscription: SingleAssignmentDisposable())
        }
        for entry in entries { list.append(entry) }
        XCTAssertEqual(list.count, 6)
        list.dispatch(.next(0))
        XCTAssertEqual(order, [0, 1, 2, 3, 4, 5])
        order = []
        list.remove(entries[2].identifier)
        list.remove(entries[2].identifier)
        list.remove(entries[5].identifier)
        list.dispatch(.next(0))
        XCTAssertEqual(order, [0, 1, 3, 4])
        list.removeAll()
        XCTAssertTrue(list.isEmpty)
        list.dispatch(.completed)
        XCTAssertEqual(order, [0, 1, 3, 4])
    }

    func testHoldsOneReferencePerEntryAndReleasesIt() {
        weak var weakEntry: SubjectSubscription<Int>?
        var list = ObserverList<Int>()
        do {
            let recorder = Recorder<Int>()
            let entry = entry(recorder)
            weakEntry = entry
            list.append(entry)
        }
        XCTAssertNotNil(weakEntry)
        list.removeAll()
        XCTAssertNil(weakEntry)
        do {
            let entry = entry(Recorder<Int>())
            weakEntry = entry
            list.append(entry)
        }
        list.deallocate()
        XCTAssertNil(weakEntry)
    }

    func testGrowsPastItsInitialCapacity() {
        var list = ObserverList<Int>()
        defer { list.deallocate() }
        let recorders = (0..<100).map { _ in Recorder<Int>() }
        for recorder in recorders { list.append(entry(recorder)) }
        list.dispatch(.next(7))
        XCTAssertTrue(recorders.allSatisfy { $0.events == [.next(7)] })
    }
}
