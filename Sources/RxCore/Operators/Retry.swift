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
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount can't be negative")
        return retry(attempts: maxAttemptCount)
    }

    // `attempts` is `nil` for unlimited attempts.
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

internal final class RetrySink<Element>: ObserverType, @unchecked Sendable {
    private let source: Observable<Element>
    private let observer: AnyObserver<Element>

    // The current attempt's subscription.
    internal let serial = SerialSubscription()

    private let trampoline = Trampoline()

    // Attempts left after the current one, `nil` for unlimited. Only the error handler of the
    // current attempt touches it, and attempts never overlap: the trampoline orders each
    // resubscription after the previous attempt failed.
    private var attemptsLeft: Int?

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
    internal func subscribeAgain() {
        trampoline.run {
            let attempt = SingleAssignmentDisposable()
            guard serial.replace(with: attempt) else { return }
            source.run(AnyObserver(self), attempt)
        }
    }

    internal func on(_ event: Event<Element>) {
        switch event {
        case .next:
            observer.on(event)
        case .completed:
            observer.on(event)
            serial.dispose()
        case .error(let error):
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
}
