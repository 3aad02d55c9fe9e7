import Foundation
import RxCore
import RxTest
import XCTest

/// Builds a shared sequence with `scheduler` as the sharing scheduler and returns it as an
/// observable, for helpers that take an observable-building closure.
func mocking<Sequence: SharedSequenceConvertibleType>(
    _ scheduler: TestScheduler,
    _ build: () -> Sequence
) -> Observable<Sequence.Element> {
    var built: Observable<Sequence.Element>?
    SharingScheduler.mock(scheduler: scheduler) { built = build().asObservable() }
    return built!
}

/// Subscribes to `sequence` on the main thread, runs `send` on a background thread, and asserts
/// that `expected` arrives, every element on the main thread.
func assertDeliversOnTheMainThread<Sequence: ObservableConvertibleType>(
    _ sequence: Sequence,
    expected: [Sequence.Element],
    from send: @escaping @Sendable () -> Void,
    file: StaticString = #filePath,
    line: UInt = #line
) where Sequence.Element: Equatable {
    var received: [Sequence.Element] = []
    var offMain = 0
    let arrived = XCTestExpectation(description: "all elements arrived")
    let subscription = sequence.asObservable().subscribe(onNext: { element in
        if !Thread.isMainThread { offMain += 1 }
        received.append(element)
        if received.count == expected.count { arrived.fulfill() }
    })
    DispatchQueue.global().async(execute: send)
    XCTAssertEqual(XCTWaiter().wait(for: [arrived], timeout: 30), .completed, file: file, line: line)
    subscription.dispose()
    XCTAssertEqual(received, expected, file: file, line: line)
    XCTAssertEqual(offMain, 0, "elements delivered off the main thread", file: file, line: line)
}
