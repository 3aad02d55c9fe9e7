import RxCore

extension RendererEvent {
    /// The values sent, as an `Observable`: each subscription adds a handler, and disposing the
    /// subscription cancels it.
    ///
    /// Subscribing and disposing happen on the main thread (at once when the caller is on it, else
    /// on the main queue), as RxCocoa's `ControlEvent` subscribes; the values arrive on the main
    /// thread. The sequence never fails and never completes.
    ///
    /// - Returns: The values sent from the subscription on.
    internal nonisolated func asObservable() -> Observable<Value> {
        Observable.create { observer in
            // Handed to the handler, which runs on the main actor, and used nowhere else.
            nonisolated(unsafe) let observer = observer
            let registration = MainActor.assumeIsolated {
                self.addHandler { value in observer.onNext(value) }
            }
            return Disposables.create {
                MainActor.assumeIsolated { registration.cancel() }
            }
        }
        .subscribe(on: ConcurrentMainScheduler.instance)
    }
}
