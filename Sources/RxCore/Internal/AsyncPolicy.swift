/// The ``SubjectPolicy`` of `AsyncSubject`: keep the last element and emit it only when the
/// subject completes.
@usableFromInline
internal struct AsyncPolicy<Element>: SubjectPolicy {
    @usableFromInline
    internal var lastElement: Element?

    @inlinable
    internal init() {}

    @inlinable
    @inline(__always)
    internal mutating func record(_ element: Element) -> Bool {
        lastElement = element
        return false
    }

    @inlinable
    internal func elementBeforeTermination(_ stopEvent: Event<Element>) -> Element? {
        // An error discards the last element; only completion publishes it.
        stopEvent.isCompleted ? lastElement : nil
    }

    @inlinable
    internal static var replaysWhileRunning: Bool { false }

    @inlinable
    internal func replay(stopEvent: Event<Element>?, to deliver: (Event<Element>) -> Void) {
        if let stopEvent, let element = elementBeforeTermination(stopEvent) {
            deliver(.next(element))
        }
    }

    @inlinable
    internal mutating func removeAll() {
        lastElement = nil
    }
}
