extension SubjectCoreOwner {
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a subject whose type the caller
    /// knows: the subjects' and relays' own `subscribe` methods, which shadow the one every
    /// ``ObservableType`` has, call this.
    ///
    /// Without `onDisposed`, the closures are listed in ``core`` as a keyed subscription
    /// (``SubjectSubscription``) directly, without the ``Observable/keyedAttach`` closure; the
    /// general path (`general.subscribe`) is taken when the subject is busy or `onDisposed` is
    /// given. Either way the subscriber sees the same events.
    ///
    /// - Parameter general: The subject as an ``Observable``, for the general path.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    @inline(__always)
    internal func subscribeListing(
        onNext: consuming ((Policy.Element) -> Void)?,
        onError: consuming ((Swift.Error) -> Void)?,
        onCompleted: consuming (() -> Void)?,
        onDisposed: (() -> Void)?,
        general: Observable<Policy.Element>
    ) -> Disposable {
        guard onDisposed == nil else {
            return general.subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
        // In trivial words of this stack frame, which the subject moves the entry out of when it
        // lists it: then nothing is left to destroy here.
        var storage = KeyedEntry.Storage()
        KeyedEntry.Storage.place(
            SubjectEntry(onNext: onNext, onError: onError, onCompleted: onCompleted), at: &storage)
        if let keyed = core.attachKeyed(owner: self, &storage) { return keyed }
        let closures = storage.take(as: Policy.Element.self)
        return general.subscribe(
            onNext: closures.nextHandler,
            onError: closures.onError,
            onCompleted: closures.onCompleted
        )
    }
}
