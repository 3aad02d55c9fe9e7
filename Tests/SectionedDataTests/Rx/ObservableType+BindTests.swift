import RxCore
import SectionedData
import XCTest

final class ObservableTypeBindTests: XCTestCase {
    func testBindPassesTheSequenceToTheBinderAndReturnsItsSubscription() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var passedItself = false
        let subscription = subject.bind(to: { source in
            passedItself = source === subject
            return source.subscribe(onNext: { received.append($0) })
        })
        XCTAssertTrue(passedItself)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }
}
