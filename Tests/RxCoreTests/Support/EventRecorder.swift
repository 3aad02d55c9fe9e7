import RxCore
import XCTest

/// Records the events an observable delivers through `subscribe(onNext:onError:onCompleted:)`,
/// for tests that drive sources by hand (subjects, synchronous sources).
final class EventRecorder<Element> {
    private(set) var events: [Event<Element>] = []
    private(set) var disposeCount = 0

    /// Subscribes to `source` and records its events; `onDisposed` calls are counted.
    @discardableResult
    func record<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element == Element {
        source.subscribe(
            onNext: { [weak self] in self?.events.append(.next($0)) },
            onError: { [weak self] in self?.events.append(.error($0)) },
            onCompleted: { [weak self] in self?.events.append(.completed) },
            onDisposed: { [weak self] in self?.disposeCount += 1 }
        )
    }

    /// Records `apply(subject)` for a fresh subject, sends `elements` through the subject, then
    /// disposes the subscription; returns the subject for the checks after disposal.
    @discardableResult
    func recordThenDispose(
        sending elements: [Int] = [1],
        _ apply: (PublishSubject<Int>) -> Observable<Element>
    ) -> PublishSubject<Int> {
        let subject = PublishSubject<Int>()
        let subscription = record(apply(subject))
        for element in elements { subject.onNext(element) }
        subscription.dispose()
        return subject
    }

    /// The elements received so far.
    var elements: [Element] {
        events.compactMap(\.element)
    }
}

extension EventRecorder where Element: Equatable {
    /// Asserts that exactly `expected` was recorded.
    func assertEvents(_ expected: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(events, expected, file: file, line: line)
    }
}

/// The errors test sources fail with.
enum OperatorTestError: Error, Equatable {
    case boom
    case other
}

extension ObservableType {
    /// Emits the elements of `self`, then fails with `error` instead of completing.
    func thenFail(with error: Swift.Error) -> Observable<Element> {
        materialize().map { event -> Event<Element> in event.isCompleted ? .error(error) : event }.dematerialize()
    }
}
