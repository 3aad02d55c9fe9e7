/// The ``SubjectPolicy`` of `PublishSubject`: keep nothing, replay nothing.
@usableFromInline
internal struct PublishPolicy<Element>: SubjectPolicy {
    // Never read. An empty policy would be a zero-sized stored property of `SubjectCore`, laid
    // out at offset 0, and the thread sanitizer reports each mutating call on it as a write to
    // the object's header, racing with every read of the class metadata. One byte gives the
    // field an address of its own.
    @usableFromInline
    internal var sanitizerPadding = false

    @inlinable
    internal init() {}

    @inlinable
    @inline(__always)
    internal mutating func record(_ element: Element) -> Bool {
        true
    }

    @inlinable
    internal static var replaysWhileRunning: Bool { false }

    @inlinable
    internal func replay(stopEvent: Event<Element>?, to deliver: (Event<Element>) -> Void) {}
}
