/// What sets one kind of subject apart from another: which elements it keeps, and what it
/// replays to a new subscriber.
///
/// ``SubjectCore`` owns one policy value and calls it only from inside its serialized
/// operations, so conforming types need no synchronization of their own. Each subject class
/// picks a policy (``PublishPolicy``, ``BehaviorPolicy``, ``ReplayPolicy``, ``AsyncPolicy``);
/// the core is specialized for it, so the calls below compile to direct, usually inlined code.
/// A conforming type must not be empty (see the note in ``PublishPolicy``).
@usableFromInline
internal protocol SubjectPolicy {
    /// The subject's element type.
    associatedtype Element

    /// Records an element that reached the front of the queue.
    ///
    /// - Returns: Whether the subject broadcasts the element to its current observers now.
    mutating func record(_ element: Element) -> Bool

    /// The element to broadcast just before `stopEvent`, if any (the last element of an
    /// `AsyncSubject` that completes).
    func elementBeforeTermination(_ stopEvent: Event<Element>) -> Element?

    /// Sends a new subscriber, through `deliver`, what it has to see before it joins or, when
    /// `stopEvent` is set, before it receives the terminal event.
    func replay(stopEvent: Event<Element>?, to deliver: (Event<Element>) -> Void)

    /// Whether ``replay(stopEvent:to:)`` can send anything while the subject runs (`stopEvent`
    /// is `nil`); when it cannot, a new subscriber is listed without a replay.
    static var replaysWhileRunning: Bool { get }

    /// Forgets every recorded element; called when the subject is disposed.
    mutating func removeAll()
}

extension SubjectPolicy {
    @inlinable
    internal func elementBeforeTermination(_ stopEvent: Event<Element>) -> Element? {
        nil
    }

    @inlinable
    internal mutating func removeAll() {}
}
