import Foundation
import RxCore
import XCTest

final class ObservableConvertibleTypeValuesTests: RxTestCase {
    private struct Failure: Error, Equatable {}

    /// An observable that records when its subscription is disposed.
    private func observable(disposed: Collector<String>) -> Observable<Int> {
        Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed.append("disposed") }
        }
    }

    func testIteratesElementsUntilCompletion() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testThrowsTheSequencesError() async {
        var received: [Int] = []
        do {
            for try await value in Observable.of(1, 2).concatError(Failure()).values {
                received.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure())
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testElementsFromAnotherThreadArriveInOrder() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        DispatchQueue.global().async {
            for value in 0..<100 { subject.onNext(value) }
            subject.onCompleted()
        }
        var received: [Int] = []
        for try await value in stream {
            received.append(value)
        }
        // The subscription was made when `values` was read, so nothing was missed.
        XCTAssertEqual(received, Array(0..<100))
    }

    func testCancellingTheConsumingTaskDisposesTheSubscription() async throws {
        let disposed = Collector<String>()
        let source = observable(disposed: disposed)
        let firstElement = expectation(description: "first element")
        let consumer = Task {
            for try await _ in source.values {
                firstElement.fulfill()
            }
        }
        await fulfillment(of: [firstElement], timeout: 30)
        consumer.cancel()
        _ = await consumer.result
        XCTAssertEqual(disposed.snapshot, ["disposed"])
    }

    func testDroppingTheStreamDisposesTheSubscription() {
        let disposed = Collector<String>()
        do {
            let stream = observable(disposed: disposed).values
            _ = stream
        }
        XCTAssertEqual(disposed.snapshot, ["disposed"])
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
        let disposed = Collector<String>()
        for try await value in observable(disposed: disposed).values {
            XCTAssertEqual(value, 1)
            break
        }
        XCTAssertEqual(disposed.snapshot, ["disposed"])
    }
}

extension ObservableType {
    /// The elements, then `error`; a small stand-in for `concat(Observable.error(error))`.
    fileprivate func concatError(_ error: Error) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe(
                onNext: { observer.onNext($0) },
                onError: { observer.onError($0) },
                onCompleted: { observer.onError(error) }
            )
        }
    }
}
