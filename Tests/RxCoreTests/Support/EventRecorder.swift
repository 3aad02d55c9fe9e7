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

/// Asserts that `Resources.total` is back at its value from before `body` ran, so the chains
/// `body` built released everything.
func assertNoLeaks(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows {
    let before = Resources.total
    try body()
    XCTAssertEqual(Resources.total, before, "live RxCore objects leaked", file: file, line: line)
}

extension ObservableType {
    /// Emits the elements of `self`, then fails with `error` instead of completing.
    func thenFail(with error: Swift.Error) -> Observable<Element> {
        materialize().map { event -> Event<Element> in event.isCompleted ? .error(error) : event }.dematerialize()
    }
}
