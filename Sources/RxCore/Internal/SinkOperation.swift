/// What a serialized sink is asked to do: deliver an event, or let go of its observer.
@usableFromInline
internal enum SinkOperation<Element> {
    case event(Event<Element>)
    case release
}
