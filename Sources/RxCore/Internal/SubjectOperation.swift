/// A change to a subject, applied one at a time by its ``SerializingQueue``.
@usableFromInline
internal enum SubjectOperation<Element> {
    case event(Event<Element>)
    case subscribe(SubjectSubscription<Element>)
    case unsubscribe(ObjectIdentifier)
    case dispose
}
