import RxCore
import XCTest

final class AnyObserverTests: RxTestCase {
    func testEventHandlerReceivesEveryEvent() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        observer.onNext(1)
        observer.on(.next(2))
        observer.onError(TestError.boom)
        observer.onCompleted()
        XCTAssertEqual(events, [.next(1), .next(2), .error(TestError.boom), .completed])
    }

    func testWrappingForwardsToTheObserverAndDoesNotWrapTwice() {
        let recorder = Recorder<Int>()
        let wrapped = AnyObserver(recorder)
        let rewrapped = AnyObserver(wrapped)
        rewrapped.onNext(1)
        wrapped.asObserver().onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .completed])
    }

    func testMapObserverTransformsElementsAndReportsThrows() {
        let recorder = Recorder<Int>()
        let lengths = recorder.mapObserver { (text: String) -> Int in
            if text.isEmpty { throw TestError.boom }
            return text.count
        }
        lengths.onNext("abc")
        lengths.onNext("")
        XCTAssertEqual(recorder.events, [.next(3), .error(TestError.boom)])
        let doubled = AnyObserver(recorder).mapObserver { (value: Int) in value * 2 }
        doubled.onNext(4)
        XCTAssertEqual(recorder.elements, [3, 8])
    }
}
