/// The outer half shared by the sinks that flatten a sequence of sequences (``MergeSink`` and
/// ``SwitchSink``): the selector and the outer subscription.
///
/// The outer contract serializes the subclasses' `on(_:)`, so `selector` runs there, on the
/// outer sequence's thread; its error goes through the serialized path. The subclasses observe
/// the outer sequence themselves and nothing here is overridden: a call through a class's vtable
/// would reach the unspecialized generic code and lose the specialization the hot paths rely on.
@usableFromInline
internal class FlatteningSink<SourceElement, Inner: ObservableConvertibleType>: CombiningSink<Inner.Element>,
    @unchecked Sendable
{
    @usableFromInline
    internal let selector: (SourceElement) throws -> Inner

    @usableFromInline
    internal let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    internal init(
        selector: @escaping (SourceElement) throws -> Inner,
        observer: AnyObserver<Inner.Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.selector = selector
        super.init(observer: observer, subscription: subscription)
    }

    /// Subscribes `sink` to the outer sequence. The subclass passes itself, typed, so that the
    /// observer it is wrapped in is specialized.
    @inlinable
    internal final func observeSource<Sink: ObserverType>(_ source: Observable<SourceElement>, with sink: Sink)
    where Sink.Element == SourceElement {
        upstreams.insert(sourceSubscription)
        source.run(AnyObserver(sink), sourceSubscription)
    }

    /// Maps an outer element to its inner sequence; `nil` once the sink is disposed or when
    /// `selector` threw, whose error is then forwarded through the serialized path.
    @inlinable
    internal final func innerSequence(for element: SourceElement) -> Observable<Inner.Element>? {
        guard !isDisposed else { return nil }
        do {
            return try selector(element).asObservable()
        } catch {
            serializeError(error)
            return nil
        }
    }
}
