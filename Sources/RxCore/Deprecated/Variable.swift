import Foundation

/// A value that emits its current value and every change; RxSwift's predecessor of
/// ``BehaviorRelay``, kept so that code written against it compiles.
///
/// ```swift
/// let name = Variable("")
/// name.asObservable().subscribe(onNext: { print($0) })  // prints ""
/// name.value = "Ann"                                    // prints "Ann"
/// ```
///
/// Unlike a relay, a variable completes its observers when it is deallocated. Thread-safe.
@available(*, deprecated, message: "Variable is deprecated; use BehaviorRelay, which holds `value` and `accept(_:)`.")
public final class Variable<Element>: @unchecked Sendable {
    // `subject` is thread-safe; `lock` serializes setters so that observers see the values in
    // the order they were set, which is why the class can be `@unchecked Sendable`.
    private let subject: BehaviorSubject<Element>
    private let lock = NSRecursiveLock()

    /// Creates a variable holding `value`.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Element) {
        subject = BehaviorSubject(value: value)
    }

    deinit {
        subject.onCompleted()
    }

    /// The current value; setting it emits the new value to every observer.
    public var value: Element {
        get {
            // A BehaviorSubject that was never failed or disposed always has a value.
            lock.withLock { try! subject.value() }
        }
        set {
            lock.withLock { subject.onNext(newValue) }
        }
    }

    /// An observable of the current value followed by every change; completes when the variable
    /// is deallocated.
    ///
    /// - Returns: An observable that does not keep the variable alive.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
