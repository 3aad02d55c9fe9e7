/// The ``SubjectPolicy`` of `PublishSubject`: keep nothing, replay nothing.
@usableFromInline
internal struct PublishPolicy<Element>: SubjectPolicy {
    @inlinable
    internal init() {}

    @inlinable
    @inline(__always)
    internal mutating func record(_ element: Element) -> Bool {
        true
    }

    @inlinable
    internal func replay(to observer: AnyObserver<Element>, stopEvent: Event<Element>?) {}
}
