import RxCore
import XCTest

final class CompositeDisposableTests: RxTestCase {
    func testDisposesMembersInInsertionOrder() {
        var order: [Int] = []
        let group = CompositeDisposable(Disposables.create { order.append(0) }, Disposables.create { order.append(1) })
        let key = group.insert(Disposables.create { order.append(2) })
        XCTAssertNotNil(key)
        group.insert(Disposables.create { order.append(3) })
        XCTAssertEqual(group.count, 4)
        XCTAssertFalse(group.isDisposed)
        group.dispose()
        group.dispose()
        XCTAssertEqual(order, [0, 1, 2, 3])
        XCTAssertEqual(group.count, 0)
        XCTAssertTrue(group.isDisposed)
    }

    func testRemoveDisposesOnlyThatMember() {
        let members = (0..<5).map { _ in BooleanDisposable() }
        let group = CompositeDisposable()
        let keys = members.map { group.insert($0)! }
        XCTAssertEqual(Set(keys).count, 5)
        group.remove(for: keys[2])
        XCTAssertEqual(members.map(\.isDisposed), [false, false, true, false, false])
        XCTAssertEqual(group.count, 4)
        group.remove(for: keys[2])
        XCTAssertEqual(group.count, 4)
        group.remove(for: keys[0])
        group.remove(for: keys[4])
        XCTAssertEqual(members.map(\.isDisposed), [true, false, true, false, true])
        group.dispose()
        XCTAssertTrue(members.allSatisfy(\.isDisposed))
    }

    func testInsertAfterDisposeDisposesAtOnceAndReturnsNil() {
        let group = CompositeDisposable()
        group.dispose()
        let late = BooleanDisposable()
        XCTAssertNil(group.insert(late))
        XCTAssertTrue(late.isDisposed)
        XCTAssertEqual(group.count, 0)
    }

    func testVariadicInitialisers() {
        let members = (0..<6).map { _ in BooleanDisposable() }
        let three = CompositeDisposable(members[0], members[1], members[2])
        let many = CompositeDisposable(members[3], members[4], members[5], BooleanDisposable(), BooleanDisposable())
        XCTAssertEqual(three.count, 3)
        XCTAssertEqual(many.count, 5)
        three.dispose()
        many.dispose()
        XCTAssertTrue(members.allSatisfy(\.isDisposed))
    }

    func testConcurrentInsertRemoveAndDispose() {
        let group = CompositeDisposable()
        let members = (0..<8_000).map { _ in BooleanDisposable() }
        runConcurrently(threads: 4) { thread in
            for index in stride(from: thread, to: members.count, by: 4) {
                if let key = group.insert(members[index]), index % 2 == 0 { group.remove(for: key) }
                if thread == 0 && index == 4_000 { group.dispose() }
            }
        }
        XCTAssertTrue(group.isDisposed)
        XCTAssertTrue(members.allSatisfy(\.isDisposed))
    }
}
