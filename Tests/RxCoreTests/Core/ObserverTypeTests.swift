import RxCore
import XCTest

final class ObserverTypeTests: RxTestCase {
    func testConveniencesSendTheMatchingEvents() {
        let recorder = Recorder<String>()
        recorder.onNext("a")
        recorder.onError(TestError.boom)
        recorder.onCompleted()
        XCTAssertEqual(recorder.events, [.next("a"), .error(TestError.boom), .completed])
    }
}
