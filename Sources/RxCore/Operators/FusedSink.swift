/// The one sink of a ``FusedObservable`` chain: applies the transform, the filters and the
/// `distinctUntilChanged` of several chained operators to each element, in that order.
///
/// A closure that throws ends the sequence with its error, as the operator it came from would;
/// the stages after it do not run.
@usableFromInline
internal final class FusedSink<Source, Element>: SingleUpstreamSink<Element>, ObserverType {
    /// `nil` for a chain that starts with a filter or a `distinctUntilChanged`, where `Source` is
    /// `Element`.
    @usableFromInline
    internal let transform: ((Source) throws -> Element)?

    @usableFromInline
    internal let predicate: ((Element) throws -> Bool)?

    @usableFromInline
    internal let comparer: ((Element, Element) throws -> Bool)?

    // Event path only: the last element forwarded, when the chain has a comparer.
    @usableFromInline
    @exclusivity(unchecked)
    internal var last: Element?

    @inlinable
    internal init(
        transform: ((Source) throws -> Element)?,
        stages: FusedStages<Element>,
        observer: AnyObserver<Element>,
        subscription: SingleAssignmentDisposable
    ) {
        self.transform = transform
        predicate = stages.predicate
        comparer = stages.comparer
        super.init(observer: observer, subscription: subscription)
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Source>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let value: Element
            // Optional chaining calls the closures without retaining them, which `if let` and
            // `switch` bindings do not manage here.
            do {
                // Without a transform, `Source` is `Element`: specialized code folds the cast away.
                value = try transform?(element) ?? (element as! Element)
                if try predicate?(value) == false { return }
                if let last, try comparer?(last, value) == true { return }
                if comparer != nil { last = value }
            } catch {
                fail(error)
                return
            }
            forward(value)
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
