/// The outer half shared by the sinks that flatten a sequence of sequences (``MergeSink`` and
/// ``SwitchSink``): the selector, the outer subscription and whether the outer sequence completed.
///
/// The outer contract serializes the subclasses' `on(_:)`, so `selector` runs there, on the
/// outer sequence's thread; its error goes through the serialized path. The subclasses observe
/// the outer sequence themselves and nothing here is overridden: a call through a class's vtable
/// would reach the unspecialized generic code and lose the specialization the hot paths rely on.
@usableFromInline
internal class FlatteningSink<SourceElement, Inner: ObservableConvertibleType>: CombiningSink<Inner.Element>,
    @unchecked Sendable
{
    // Sendable: the outer events arrive serialized and the inner ones go through the inherited ``CombiningSink``'s serialized handlers, the only places that touch mutable state.
    @usableFromInline
    internal let selector: (SourceElement) throws -> Inner

    @usableFromInline
    internal let sourceSubscription = SingleAssignmentDisposable()

    // Serialized: set once the outer sequence completed.
    @usableFromInline
    @exclusivity(unchecked)
    internal var sourceStopped = false

    @inlinable
    internal init(
        selector: @escaping (SourceElement) throws -> Inner,
        observer: AnyObserver<Inner.Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.selector = selector
        super.init(observer: observer, subscription: subscription)
    }

    /// Hands the sink to the downstream subscription (before anything can emit, as the `run`
    /// contract asks), then subscribes `sink` to the outer sequence. The subclass passes itself,
    /// typed, so that the observer it is wrapped in is specialized.
    @inlinable
    internal final func start<Sink: ObserverType>(_ source: Observable<SourceElement>, with sink: Sink)
    where Sink.Element == SourceElement {
        subscription.setDisposable(self)
        upstreams.insert(sourceSubscription)
        source.run(AnyObserver(sink), sourceSubscription)
    }

    /// Records that the outer sequence completed and disposes its subscription; `false`, with
    /// nothing recorded, once the sink has stopped. Serialized handlers only.
    @inlinable
    internal final func markSourceCompleted() -> Bool {
        guard isActive else { return false }
        sourceStopped = true
        sourceSubscription.dispose()
        return true
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
