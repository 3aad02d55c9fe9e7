/// A ``ReplaySubject`` that cannot terminate: it replays the latest elements to each new
/// subscriber and only accepts elements.
///
/// ```swift
/// let log = ReplayRelay<String>.create(bufferSize: 10)
/// log.accept("started")
/// log.subscribe(onNext: { print($0) }).disposed(by: bag)  // prints "started"
/// ```
public final class ReplayRelay<Element>: ObservableType, Sendable {
    @usableFromInline
    internal let subject: ReplaySubject<Element>

    @usableFromInline
    internal init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays at most `bufferSize` of the latest elements.
    ///
    /// - Parameter bufferSize: How many elements to keep; must not be negative.
    /// - Returns: A new relay.
    /// - Complexity: O(`bufferSize`) memory; a new subscriber receives up to `bufferSize` elements at once.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it ever accepted.
    ///
    /// - Returns: A new relay whose buffer grows without bound.
    /// - Complexity: O(*n*) memory for the *n* elements accepted; a new subscriber receives all of them at once.
    @inlinable
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `element` and sends it to every current observer.
    ///
    /// - Parameter element: The element to broadcast.
    @inlinable
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`: it receives the buffered elements, then every accepted element.
    ///
    /// - Parameter observer: The observer that receives the elements.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay as an observable sequence that never terminates.
    ///
    /// - Returns: The underlying subject, as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject
    }
}
