/// The ``SubjectPolicy`` of `BehaviorSubject`: keep the latest element and give it to each new
/// subscriber while the subject is running.
///
/// `value` is the latest element *at the queue's position*: a subscriber queued behind an element
/// that was sent re-entrantly gets that element, one queued in front of it gets the previous one.
/// `BehaviorSubject.value()` reads a separate copy updated as soon as an element arrives.
@usableFromInline
internal struct BehaviorPolicy<Element>: SubjectPolicy {
    @usableFromInline
    internal var value: Element

    @inlinable
    internal init(value: Element) {
        self.value = value
    }

    @inlinable
    @inline(__always)
    internal mutating func record(_ element: Element) -> Bool {
        value = element
        return true
    }

    @inlinable
    internal static var replaysWhileRunning: Bool { true }

    @inlinable
    internal func replay(stopEvent: Event<Element>?, to deliver: (Event<Element>) -> Void) {
        // A terminated BehaviorSubject sends only the terminal event, as RxSwift's does.
        if stopEvent == nil { deliver(.next(value)) }
    }
}
