/// The outer half shared by the sinks that flatten a sequence of sequences (``MergeSink`` and
/// ``SwitchSink``): it observes the outer sequence, maps each element to an inner sequence and
/// hands that to the subclass.
///
/// The outer contract serializes calls to ``on(_:)``, so `selector` runs there, on the outer
/// sequence's thread; its error and the outer terminal events go through the serialized path.
@usableFromInline
internal class FlatteningSink<SourceElement, Inner: ObservableConvertibleType>: CombiningSink<Inner.Element>,
    ObserverType, @unchecked Sendable
{
    @usableFromInline
    internal typealias Element = SourceElement

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

    @inlinable
    internal final func run(_ source: Observable<SourceElement>) {
        upstreams.insert(sourceSubscription)
        source.run(AnyObserver(self), sourceSubscription)
    }

    /// Receives the outer sequence's events.
    @inlinable
    internal final func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard !isDisposed, acceptsElement() else { return }
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                serializeError(error)
                return
            }
            innerArrived(inner)
        case .error(let error):
            serializeError(error)
        case .completed:
            serialize(self, ()) { sink, _ in sink.sourceCompleted() }
        }
    }

    /// Whether to map the next outer element at all; called on the outer sequence's thread.
    @inlinable
    internal func acceptsElement() -> Bool {
        true
    }

    /// Takes over a new inner sequence; called on the outer sequence's thread.
    @inlinable
    internal func innerArrived(_ inner: Observable<Inner.Element>) {
        fatalError("Abstract method \(type(of: self)).innerArrived(_:) must be overridden")
    }

    /// Handles the outer sequence's completion; serialized.
    @inlinable
    internal func sourceCompleted() {
        fatalError("Abstract method \(type(of: self)).sourceCompleted() must be overridden")
    }
}
