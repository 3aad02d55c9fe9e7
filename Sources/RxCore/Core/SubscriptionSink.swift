/// The one sink of a subscription made with closures and of a fused `map`/`filter`/
/// `distinctUntilChanged` chain: it runs the chain's steps, then hands the result to its
/// handlers, and it is the subscription itself, so subscribing costs one object.
///
/// `subscribe(onNext:onError:onCompleted:onDisposed:)` makes one with no steps (`Source` is
/// `Element`), or, on a fused chain (``FusedObservable``), with the chain's steps; an operator
/// that subscribes to a fused chain gets one whose handlers are its observer. The sink subscribes
/// to the source with ``observer`` and itself as the subscription: a subject lists that observer
/// and tests the sink's disposed flag before each delivery; any other source keeps the `run`
/// contract.
///
/// A step that throws ends the sequence with its error, as the operator it came from would; the
/// steps after it do not run. After a terminal event the sink disposes itself, which removes it
/// from a subject, disposes any other source and runs `onDisposed` (the disposal action it
/// inherits), even when the caller dropped the subscription, as in RxSwift.
///
/// Ownership runs one way: the source holds the sink (through ``observer``'s closures) and the
/// caller holds it as a `Disposable`; the sink holds its handlers, its steps and its upstream
/// disposable, never the source's observer list.
@usableFromInline
internal final class SubscriptionSink<Source, Element, Last: OptionalStorage>: SingleAssignmentDisposable,
    @unchecked Sendable
where Last.Wrapped == Element {
    // Sendable: `steps`, `handlers`, `last`, `stopped` and `sourceTerminated` are touched only on
    // the event path, which the source serializes (the `run` contract), and by a subject that
    // unlists the sink, from inside its serialized operations; the disposal state is
    // `SingleAssignmentDisposable`'s, which is atomic.

    // The steps and the handlers are released (each closure set to nil) once nothing more can
    // reach them: after the terminal event, and when a subject unlists the sink; both happen in
    // the source's serialized event path, never beside a delivery. The event path borrows them
    // in place (they are noncopyable), so an element costs no reference counting.
    @usableFromInline
    @exclusivity(unchecked)
    internal var steps: FusedSteps<Source, Element>

    @usableFromInline
    @exclusivity(unchecked)
    internal var handlers: SubscriptionHandlers<Element>

    // Event path only: the last element forwarded, when there is a comparer. Of type `Last`
    // (`Element?` in a fused chain's sink, the empty `NoElement` in a sink without steps), so that
    // destroying the sink needs no metadata lookup (see ``OptionalStorage``).
    @usableFromInline
    @exclusivity(unchecked)
    internal var last = Last.none

    // Event path only: set once the terminal event is being delivered; nothing gets through after.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    // Event path only: the source sent a terminal event, so any later event breaks the grammar
    // (after a step failed, the source may still be on its way to noticing the disposal).
    @usableFromInline
    @exclusivity(unchecked)
    internal var sourceTerminated = false

    @usableFromInline
    internal let delivery = DeliveryTracker()

    @inlinable
    internal init(
        transform: ((Source) throws -> Element)?,
        stages: FusedStages<Element>,
        handlers: consuming SubscriptionHandlers<Element>,
        onDisposed: (() -> Void)?
    ) {
        steps = FusedSteps(transform: transform, predicate: stages.predicate, comparer: stages.comparer)
        self.handlers = handlers
        super.init(disposalAction: onDisposed)
    }

    /// Subscribes a new sink to `source`.
    ///
    /// - Parameters:
    ///   - source: What the sink subscribes to.
    ///   - transform: The chain's `map` step; `nil` when `Source` is `Element`.
    ///   - stages: The chain's filter and `distinctUntilChanged` steps.
    ///   - handlers: What receives the results.
    ///   - onDisposed: Run once when the subscription ends for any reason.
    ///   - outer: An operator's subscription, which gets the sink (as its disposable) before the
    ///     source can deliver anything.
    /// - Returns: The sink, as the subscription.
    @inlinable
    internal static func subscribe(
        _ source: Observable<Source>,
        transform: ((Source) throws -> Element)?,
        stages: FusedStages<Element>,
        handlers: consuming SubscriptionHandlers<Element>,
        onDisposed: (() -> Void)?,
        outer: SingleAssignmentDisposable?
    ) -> Disposable {
        let sink = SubscriptionSink(transform: transform, stages: stages, handlers: handlers, onDisposed: onDisposed)
        outer?.setDisposable(sink)
        source.run(sink.observer, sink)
        // A subject releases the handlers when it unlists the sink, so the caller may hold the
        // sink itself. Any other source releases them only by letting go of the sink, which the
        // caller must then not hold: it gets a subscription in front of it.
        if outer != nil || sink.isAttachedToSubject { return sink }
        return disposing(sink)
    }

    // Out of line: the subscription in front of a sink that no subject listed.
    @inlinable
    @inline(never)
    internal static func disposing(_ sink: SubscriptionSink) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(sink)
        return subscription
    }

    /// The observer the sink subscribes to its source with; each closure's only capture is the
    /// sink, so forming them allocates nothing.
    @inlinable
    internal var observer: AnyObserver<Source> {
        AnyObserver(
            nextHandler: { [self] element in receive(element) },
            eventHandler: { [self] event in on(event) }
        )
    }

    @inlinable
    internal func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            receive(element)
        case .error(let error):
            terminate(.error(error), fromSource: true)
        case .completed:
            terminate(.completed, fromSource: true)
        }
    }

    @inlinable
    @inline(__always)
    internal func receive(_ element: Source) {
        if stopped || isDisposedInline {
            #if DEBUG
                if sourceTerminated { reportEventAfterTermination("next(\(element))") }
            #endif
            return
        }
        let value: Element
        do {
            guard let result = try FusedSteps.run(steps, on: element, last: &last) else { return }
            value = result
        } catch {
            terminate(.error(error), fromSource: false)
            return
        }
        #if DEBUG
            delivery.enter()
            defer { delivery.leave() }
        #endif
        handlers.deliver(value)
    }

    /// Delivers the terminal event, then disposes the subscription.
    @inlinable
    internal func terminate(_ event: Event<Element>, fromSource: Bool) {
        if stopped || isDisposedInline {
            #if DEBUG
                if sourceTerminated { reportEventAfterTermination("\(event)") }
            #endif
            return
        }
        stopped = true
        sourceTerminated = fromSource
        do {
            #if DEBUG
                delivery.enter()
                defer { delivery.leave() }
            #endif
            handlers.deliverTerminal(event)
        }
        releaseHandlers()
        dispose()
    }

    /// A subject took the sink out of its list and will deliver nothing more to it.
    @usableFromInline
    override internal func unlisted() {
        releaseHandlers()
    }

    // Serialized event path only (see `handlers`).
    @inlinable
    @inline(__always)
    internal func releaseHandlers() {
        // Field by field: this runs unspecialized (`unlisted()` is reached through the vtable),
        // where replacing each whole struct costs more than the releases themselves.
        steps.removeAll()
        handlers.removeAll()
    }

    @usableFromInline
    internal func reportEventAfterTermination(_ event: String) {
        Hooks.reportGrammarViolation(
            "subscribe: received \(event) after the sequence had already terminated; it was dropped"
        )
    }
}

extension SubscriptionSink where Source == Element, Last == NoElement<Element> {
    /// The one route of `subscribe(onNext:onError:onCompleted:onDisposed:)`: a fused chain runs
    /// its steps in the sink (see ``FusedObservable``); any other source gets a sink without
    /// steps.
    ///
    /// - Returns: The sink, as the subscription.
    @inlinable
    internal static func subscribe(
        _ source: Observable<Element>,
        handlers: consuming SubscriptionHandlers<Element>,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        if let chain = source as? FusedObservable<Element> {
            return chain.subscribe(handlers: handlers, onDisposed: onDisposed)
        }
        let sink = SubscriptionSink(transform: nil, stages: FusedStages(), handlers: handlers, onDisposed: onDisposed)
        source.run(sink.stepless, sink)
        return sink.isAttachedToSubject ? sink : disposing(sink)
    }

    /// The observer of a sink without steps. In release builds its element handler is the
    /// subscriber's `onNext` itself, so an element costs one closure call, as it costs a
    /// subscriber of RxSwift's subject: a subject tests the sink's disposed flag before each
    /// delivery, and any other source stops delivering once the sink is disposed (the `run`
    /// contract). Debug builds send elements through ``receive(_:)``, which reports re-entrant
    /// deliveries and elements after the end.
    @inlinable
    internal var stepless: AnyObserver<Element> {
        #if DEBUG
            return observer
        #else
            if let onNext = handlers.onNext {
                return AnyObserver(nextHandler: onNext, eventHandler: { [self] event in on(event) })
            }
            return AnyObserver(nextHandler: { _ in }, eventHandler: { [self] event in on(event) })
        #endif
    }
}
