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
    internal func replay(to observer: AnyObserver<Element>, stopEvent: Event<Element>?) {
        for element in buffer { observer.on(.next(element)) }
    }

    @inlinable
    internal mutating func removeAll() {
        buffer.removeAll()
    }
}
