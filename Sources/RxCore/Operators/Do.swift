extension ObservableType {
    /// Runs side effects for the events and the lifetime of each subscription, passing every event
    /// through unchanged.
    ///
    /// ```swift
    /// request
    ///     .do(onSubscribe: { spinner.start() }, onDispose: { spinner.stop() })
    ///     .subscribe(onNext: show)
    /// ```
    ///
    /// For each event the `on…` handler runs before the event is forwarded and the `after…`
    /// handler after it. If a handler throws, the sequence fails with what it threw and the source
    /// is disposed (an `after…` handler of a terminal event that throws is ignored, since the
    /// sequence already ended). As in RxSwift, `onDispose` never runs before `onSubscribed`, even
    /// when a synchronous source terminates during the subscription.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is forwarded.
    ///   - afterNext: Called with each element after it was forwarded.
    ///   - onError: Called with the error before it is forwarded.
    ///   - afterError: Called with the error after it was forwarded.
    ///   - onCompleted: Called before completion is forwarded.
    ///   - afterCompleted: Called after completion was forwarded.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source was subscribed.
    ///   - onDispose: Called once the subscription ends for any reason: terminal event or disposal.
    /// - Returns: An observable with the same events as the source.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let handlers = DoHandlers(
            onNext: onNext,
            afterNext: afterNext,
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onDispose: onDispose
        )
        return Observable<Element>.make { observer, subscription in
            onSubscribe?()
            let sink = DoSink(handlers: handlers, observer: observer)
            subscription.setDisposable(sink)
            source.run(AnyObserver(sink), sink.upstream)
            onSubscribed?()
            sink.markSubscribed()
        }
    }
}

/// The event handlers of one `do` operator, shared by its subscriptions.
@usableFromInline
internal struct DoHandlers<Element> {
    @usableFromInline internal let onNext: ((Element) throws -> Void)?
    @usableFromInline internal let afterNext: ((Element) throws -> Void)?
    @usableFromInline internal let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline internal let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline internal let onCompleted: (() throws -> Void)?
    @usableFromInline internal let afterCompleted: (() throws -> Void)?
    @usableFromInline internal let onDispose: (() -> Void)?

    @inlinable
    internal init(
        onNext: ((Element) throws -> Void)?,
        afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?,
        afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?,
        afterCompleted: (() throws -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
        self.onDispose = onDispose
    }
}

@usableFromInline
internal final class DoSink<Element>: ObserverType, Disposable, @unchecked Sendable {
    // Sendable: `lifecycle` is atomic and everything else is immutable; events arrive serialized.
    @usableFromInline
    internal let handlers: DoHandlers<Element>

    @usableFromInline
    internal let observer: AnyObserver<Element>

    @usableFromInline
    internal let upstream = SingleAssignmentDisposable()

    // Bit 0: disposal was requested. Bits 1 and up: the number of holds that postpone
    // `onDispose`: one until `onSubscribed` ran, one while a terminal event and its `after…`
    // handler run (the subscriber disposes while the event is forwarded). `onDispose` runs once,
    // when the state becomes exactly "requested, no holds" (1), which happens only once because
    // no hold is taken after that.
    @usableFromInline
    internal let lifecycle = AtomicCell<Int>(2)

    // Event path only: set once this sink forwarded a terminal event.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(handlers: DoHandlers<Element>, observer: AnyObserver<Element>) {
        self.handlers = handlers
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            do {
                try handlers.onNext?(element)
                observer.on(.next(element))
                try handlers.afterNext?(element)
            } catch {
                fail(error)
            }
        case .error(let error):
            do {
                try handlers.onError?(error)
            } catch {
                fail(error)
                return
            }
            terminate(.error(error)) { try? self.handlers.afterError?(error) }
        case .completed:
            do {
                try handlers.onCompleted?()
            } catch {
                fail(error)
                return
            }
            terminate(.completed) { try? self.handlers.afterCompleted?() }
        }
    }

    @usableFromInline
    internal func fail(_ error: Swift.Error) {
        terminate(.error(error)) {}
    }

    /// Forwards a terminal event, runs `after`, then disposes, with `onDispose` held back until
    /// `after` has run.
    @usableFromInline
    internal func terminate(_ event: Event<Element>, after: () -> Void) {
        stopped = true
        let held = hold()
        observer.on(event)
        after()
        dispose()
        if held { release() }
    }

    @usableFromInline
    internal func markSubscribed() {
        release()
    }

    @usableFromInline
    internal func dispose() {
        let previous = lifecycle.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        guard previous & 1 == 0 else { return }
        upstream.dispose()
        if previous == 0 { handlers.onDispose?() }
    }

    // Takes a hold unless `onDispose` already ran.
    @usableFromInline
    internal func hold() -> Bool {
        var current = lifecycle.load(ordering: .acquiring)
        while current != 1 {
            let (exchanged, original) = lifecycle.compareExchange(
                expected: current,
                desired: current + 2,
                ordering: .acquiringAndReleasing
            )
            if exchanged { return true }
            current = original
        }
        return false
    }

    @usableFromInline
    internal func release() {
        if lifecycle.wrappingSubtract(2, ordering: .acquiringAndReleasing).newValue == 1 {
            handlers.onDispose?()
        }
    }
}
