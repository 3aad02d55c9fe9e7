/// A change to a subject, applied one at a time by its ``SerializingQueue``.
@usableFromInline
internal enum SubjectOperation<Element> {
    case event(Event<Element>)
    /// Adds a subscriber; `owner` is the subject, named in `RxError.disposed(object:)`.
    case subscribe(AnyObserver<Element>, SingleAssignmentDisposable, owner: AnyObject)
    /// Removes the entry in a slot if it still belongs to the subscription with this identity.
    case unsubscribe(slot: Int, subscription: ObjectIdentifier)
    case dispose
}
