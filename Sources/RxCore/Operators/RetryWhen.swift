extension ObservableType {
    /// Resubscribes to the source after it fails with a `Failure`, whenever the sequence built by
    /// `notificationHandler` emits.
    ///
    /// `notificationHandler` receives the source's errors as a sequence and returns a trigger
    /// sequence. After each error the trigger decides: an element resubscribes to the source, an
    /// error ends the result with that error, completion completes the result. Errors that are not
    /// a `Failure` are forwarded at once.
    ///
    /// ```swift
    /// request.retry(when: { (errors: Observable<NetworkError>) in
    ///     errors.scan(0) { attempts, _ in attempts + 1 }
    ///         .map { attempts in
    ///             if attempts > 3 { throw RxError.timeout }
    ///             return attempts
    ///         }
    /// })
    /// ```
    ///
    /// The handler is called once per subscription, and its sequence is subscribed before the
    /// source. As in RxSwift, a trigger that terminates while the source is running takes effect
    /// at the source's next error.
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: An observable of the source's elements across attempts.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(failingWith: Failure.self, notificationHandler)
    }

    /// Resubscribes to the source after it fails, whenever the sequence built by
    /// `notificationHandler` emits.
    ///
    /// The same as the generic `retry(when:)`, for every error type.
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: An observable of the source's elements across attempts.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(failingWith: Swift.Error.self, notificationHandler)
    }

    @inlinable
    internal func retry<TriggerObservable: ObservableType, Failure>(
        failingWith _: Failure.Type,
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            let sink = RetryWhenSink<Element, Failure, TriggerObservable.Element>(source: source, observer: observer)
            subscription.setDisposable(sink)
            let trigger = notificationHandler(sink.errors.asObservable()).asObservable()
            trigger.run(AnyObserver(sink.notifier), sink.triggerSubscription)
            sink.subscribeAgain()
        }
    }
}

/// The state of one `retry(when:)` subscription.
///
/// Downstream events come from the source and from the trigger observer of the current attempt,
/// possibly on different threads, so they are serialized by the inherited ``SerializingQueue``.
@usableFromInline
internal final class RetryWhenSink<Element, Failure, TriggerElement>: SerializingQueue<Event<Element>>,
    ObserverType, Disposable, @unchecked Sendable
{
    // Sendable: downstream events and the attempt state are serialized by the inherited queue.
    @usableFromInline
    internal let source: Observable<Element>

    @usableFromInline
    internal let observer: AnyObserver<Element>

    /// The source's errors, fed to the notification handler's sequence.
    @usableFromInline
    internal let errors = PublishSubject<Failure>()

    /// Replays the trigger's events to the observer of the failed attempt; a subject so that a
    /// terminal event that arrives before the next error is kept for it.
    @usableFromInline
    internal let notifier = PublishSubject<TriggerElement>()

    /// The subscription of the handler's sequence to `notifier`.
    @usableFromInline
    internal let triggerSubscription = SingleAssignmentDisposable()

    // The current attempt's source subscription, and its trigger observer's subscription.
    @usableFromInline
    internal let attemptSubscription = SerialDisposable()

    @usableFromInline
    internal let attemptTrigger = SerialDisposable()

    @usableFromInline
    internal let trampoline = Trampoline()

    // Touched only by queue operations: set once a terminal event was forwarded.
    @usableFromInline
    @exclusivity(unchecked)
    internal var stopped = false

    @inlinable
    internal init(source: Observable<Element>, observer: AnyObserver<Element>) {
        self.source = source
        self.observer = observer
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Starts the next attempt, or asks the attempt loop already running to start it.
    ///
    /// Inlinable so that the observer it hands the source is specialized, like the sink.
    @inlinable
    internal func subscribeAgain() {
        trampoline.run {
            attemptTrigger.disposable = Disposables.create()
            guard let attempt = attemptSubscription.replaceWithNewSubscription() else { return }
            source.run(AnyObserver(self), attempt)
        }
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        if case .error(let error) = event {
            failed(with: error)
        } else {
            forward(event)
        }
    }

    @usableFromInline
    internal func failed(with error: Swift.Error) {
        guard let failure = error as? Failure else {
            forward(.error(error))
            return
        }
        // As in RxSwift: end the failed attempt, let a fresh observer wait for the trigger's
        // verdict, then tell the handler about the error.
        attemptSubscription.disposable = Disposables.create()
        guard let triggerObserver = attemptTrigger.replaceWithNewSubscription() else { return }
        // The trigger observer holds the sink strongly: while the failed attempt waits for the
        // trigger, nothing else may keep the subscription alive. Replacing or disposing
        // `attemptTrigger` breaks the cycle through `notifier`.
        notifier.asObservable().run(
            AnyObserver { (event: Event<TriggerElement>) in self.triggerOn(event) },
            triggerObserver
        )
        errors.on(.next(failure))
    }

    @usableFromInline
    internal func triggerOn(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            subscribeAgain()
        case .error(let error):
            forward(.error(error))
        case .completed:
            forward(.completed)
        }
    }

    @inlinable
    internal func forward(_ event: Event<Element>) {
        perform(event) { event in
            guard !stopped else { return }
            if event.isStopEvent {
                stopped = true
                observer.on(event)
                dispose()
            } else {
                observer.on(event)
            }
        }
    }

    @usableFromInline
    internal func dispose() {
        attemptSubscription.dispose()
        attemptTrigger.dispose()
        triggerSubscription.dispose()
    }
}
