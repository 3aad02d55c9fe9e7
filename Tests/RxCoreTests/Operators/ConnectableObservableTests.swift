import RxCore
import XCTest

final class ConnectableObservableTests: RxTestCase {
    func testSubscribingDoesNotSubscribeTheSourceUntilConnected() {
        let source = PublishSubject<Int>()
        let connectable = source.publish()
        let observer = Recorder<Int>()
        let subscription = connectable.subscribe(observer)
        XCTAssertFalse(source.hasObservers)
        let connection = connectable.connect()
        XCTAssertTrue(source.hasObservers)
        source.onNext(1)
        connection.dispose()
        XCTAssertFalse(source.hasObservers)
        source.onNext(2)
        XCTAssertEqual(observer.events, [.next(1)])
        subscription.dispose()
    }

    func testConnectingTwiceReturnsTheSameConnection() {
        let source = PublishSubject<Int>()
        let connectable: ConnectableObservable<Int> = source.publish()
        let first = connectable.connect()
        let second = connectable.connect()
        XCTAssertTrue((first as AnyObject) === (second as AnyObject))
        second.dispose()
        XCTAssertFalse(source.hasObservers)
        let third = connectable.connect()
        XCTAssertFalse((first as AnyObject) === (third as AnyObject))
        XCTAssertTrue(source.hasObservers)
        third.dispose()
    }

    func testGenericCodeSeesTheProtocol() {
        func connectAll<Connectable: ConnectableObservableType>(_ connectables: [Connectable]) -> [Disposable] {
            connectables.map { $0.connect() }
        }
        let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
        let connections = connectAll(sources.map { $0.publish() })
        XCTAssertTrue(sources.allSatisfy(\.hasObservers))
        for connection in connections { connection.dispose() }
        XCTAssertFalse(sources.contains(where: \.hasObservers))
    }
}
