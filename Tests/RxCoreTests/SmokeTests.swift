import RxCore
import XCTest

final class SmokeTests: XCTestCase {
    func testPublishSubjectMapFilterDeliversInOrder() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        let subscription = subject.map { $0 * 10 }.filter { $0 != 20 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        XCTAssertEqual(received, [10, 30])
        XCTAssertTrue(completed)
        subscription.dispose()
    }
}
