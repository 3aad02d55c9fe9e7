// swift-format-ignore-file: AlwaysUseLowerCamelCase
// XCTest names its assertions in UpperCamelCase; RxTest's overloads must use the same names.

import RxCore
import XCTest

// RxTest's assertions for arrays of events. Errors have no general equality, so events compare
// as `Event`'s `==` does: `next` by element, `completed` always, errors by dynamic type and
// description. A failure lists every index that differs.

/// Asserts that two arrays of events are equal.
///
/// ```swift
/// XCTAssertEqual(recorder.events, [.next(1), .completed])
/// ```
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>],
    _ rhs: [Event<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEqualSequences(lhs, rhs, file: file, line: line) { $0 == $1 }
}

/// Asserts that two arrays of single outcomes are equal.
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [SingleEvent<T>],
    _ rhs: [SingleEvent<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEqualSequences(lhs, rhs, file: file, line: line) { event(of: $0) == event(of: $1) }
}

/// Asserts that two arrays of maybe outcomes are equal.
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>],
    _ rhs: [MaybeEvent<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEqualSequences(lhs, rhs, file: file, line: line) { $0 == $1 }
}

/// Asserts that two arrays of completable outcomes are equal.
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEqualSequences(lhs, rhs, file: file, line: line) { $0 == $1 }
}

/// Asserts that two arrays of recorded events are equal: the same events at the same times.
///
/// ```swift
/// XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
/// ```
///
/// - Parameters:
///   - lhs: The events recorded.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>],
    _ rhs: [Recorded<Event<T>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEqualSequences(lhs, rhs, file: file, line: line) { $0 == $1 }
}

/// Asserts that two arrays of recorded events with optional elements are equal.
///
/// - Parameters:
///   - lhs: The events recorded.
///   - rhs: The events expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>],
    _ rhs: [Recorded<Event<T?>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEqualSequences(lhs, rhs, file: file, line: line) { $0 == $1 }
}

/// Asserts that recorded events are exactly `elements`, ignoring their times, and that none of
/// them is a terminal event.
///
/// ```swift
/// XCTAssertRecordedElements(observer.events, [1, 2, 3])
/// ```
///
/// - Parameters:
///   - stream: The events recorded.
///   - elements: The elements expected, in order.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>],
    _ elements: [T],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    assertEqualSequences(stream.compactMap(\.value.element), elements, file: file, line: line) { $0 == $1 }
}

/// Fails the test with the differences when `equal` finds the arrays unequal.
private func assertEqualSequences<Value>(
    _ lhs: [Value],
    _ rhs: [Value],
    file: StaticString,
    line: UInt,
    equal: (Value, Value) -> Bool
) {
    guard let differences = sequenceDifferences(lhs, rhs, equal: equal) else { return }
    XCTFail("XCTAssertEqual failed: (\(lhs)) is not equal to (\(rhs))\n\(differences)", file: file, line: line)
}
