/// The ``SubjectPolicy`` of `ReplaySubject`: keep the latest elements in a ``ReplayBuffer`` and
/// replay them to every new subscriber, also after the subject terminated.
@usableFromInline
internal struct ReplayPolicy<Element>: SubjectPolicy {
    @usableFromInline
    internal var buffer: ReplayBuffer<Element>

    @inlinable
    internal init(bufferSize: Int) {
        buffer = ReplayBuffer(capacity: bufferSize)
    }

    @inlinable
    @inline(__always)
    internal mutating func record(_ element: Element) -> Bool {
        buffer.append(element)
        return true
    }

    @inlinable
    internal static var replaysWhileRunning: Bool { true }

    @inlinable
    internal func replay(stopEvent: Event<Element>?, to deliver: (Event<Element>) -> Void) {
        for element in buffer { deliver(.next(element)) }
    }

    @inlinable
    internal mutating func removeAll() {
        buffer.removeAll()
    }
}
