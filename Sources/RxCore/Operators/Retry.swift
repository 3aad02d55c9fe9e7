extension ObservableType {
    /// Resubscribes to the source whenever it fails, forever.
    ///
    /// ```swift
    /// flakyRequest.retry()
    /// ```
    ///
    /// The failed subscription is disposed before the next one starts. A source that fails
    /// synchronously is resubscribed in a loop, not recursively, so the stack does not grow; a
    /// source that always fails synchronously therefore loops until the subscription is disposed.
    ///
    /// - Returns: An observable of the source's elements across attempts, until it completes.
    @inlinable
    public func retry() -> Observable<Element> {
        retry(attempts: nil)
    }

    /// Subscribes to the source up to `maxAttemptCount` times, as long as it fails, and forwards
    /// the last error.
    ///
    /// ```swift
    /// request.retry(3)  // at most three subscriptions: the first and two retries
    /// ```
    ///
    /// - Note: As in RxSwift, `retry(0)` completes at once without subscribing to the source.
    /// - Parameter maxAttemptCount: The total number of subscriptions, the first one included.
    /// - Returns: An observable of the source's elements across attempts, failing with the last
    ///   attempt's error.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount can't be negative")
        return retry(attempts: maxAttemptCount)
    }

    // `attempts` is `nil` for unlimited attempts.
    @inlinable
    internal func retry(attempts: Int?) -> Observable<Element> {
        let source = asObservable()
        return Observable<Element>.make { observer, subscription in
            if attempts == 0 {
                observer.on(.completed)
                return
            }
            let sink = RetrySink(source: source, attempts: attempts, observer: observer)
            subscription.setDisposable(sink.serial)
            sink.subscribeAgain()
        }
    }
}

@usableFromInline
internal final class RetrySink<Element>: ObserverType, @unchecked Sendable {
    // Sendable: `attemptsLeft` is touched only by the current attempt's error handler (see below); the rest is immutable or thread-safe.
    @usableFromInline
    internal let source: Observable<Element>

    @usableFromInline
    internal let observer: AnyObserver<Element>

    // The current attempt's subscription.
    @usableFromInline
    internal let serial = SerialDisposable()

    @usableFromInline
    internal let trampoline = Trampoline()

    // Attempts left after the current one, `nil` for unlimited. Only the error handler of the
    // current attempt touches it, and attempts never overlap: the trampoline orders each
    // resubscription after the previous attempt failed.
    @usableFromInline
    @exclusivity(unchecked)
    internal var attemptsLeft: Int?

    @inlinable
    internal init(source: Observable<Element>, attempts: Int?, observer: AnyObserver<Element>) {
        self.source = source
        self.attemptsLeft = attempts.map { $0 - 1 }
        self.observer = observer
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
            guard let attempt = serial.replaceWithNewSubscription() else { return }
            source.run(AnyObserver(self), attempt)
        }
    }

    @inlinable
    @inline(__always)
    internal func on(_ event: Event<Element>) {
        switch event {
        case .next:
            observer.on(event)
        case .completed:
            observer.on(event)
            serial.dispose()
        case .error(let error):
            failed(with: error)
        }
    }

    @usableFromInline
    internal func failed(with error: Swift.Error) {
        if let left = attemptsLeft {
            guard left > 0 else {
                observer.on(.error(error))
                serial.dispose()
                return
            }
            attemptsLeft = left - 1
        }
        subscribeAgain()
    }
}
