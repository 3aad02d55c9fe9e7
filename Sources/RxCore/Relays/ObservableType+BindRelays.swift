extension ObservableType {
    /// Sends each element to every relay in `relays`.
    ///
    /// Relays never terminate, so completion ends the binding silently; an error goes to the
    /// handler set with ``Hooks/setBindingErrorHandler(_:)``, which by default stops a debug
    /// build, as RxSwift does.
    ///
    /// - Parameter relays: The relays to feed, in this order for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(toRelays: relays)
    }

    /// Sends each element, wrapped in `Optional`, to every relay in `relays`.
    ///
    /// - Parameter relays: The relays to feed, in this order for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(toRelays: relays)
    }

    /// Makes each element the current value of every relay in `relays`.
    ///
    /// Completion ends the binding silently; an error goes to the handler set with
    /// ``Hooks/setBindingErrorHandler(_:)``.
    ///
    /// - Parameter relays: The relays to feed, in this order for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(toRelays: relays)
    }

    /// Makes each element, wrapped in `Optional`, the current value of every relay in `relays`.
    ///
    /// - Parameter relays: The relays to feed, in this order for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(toRelays: relays)
    }

    /// Sends each element to every relay in `relays`, which buffer it for later subscribers.
    ///
    /// Completion ends the binding silently; an error goes to the handler set with
    /// ``Hooks/setBindingErrorHandler(_:)``.
    ///
    /// - Parameter relays: The relays to feed, in this order for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(toRelays: relays)
    }

    /// Sends each element, wrapped in `Optional`, to every relay in `relays`.
    ///
    /// - Parameter relays: The relays to feed, in this order for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(toRelays: relays)
    }

    // Relays never terminate: completion ends the binding, an error is a bug upstream.
    private func bind<Relay: RelayType>(toRelays relays: [Relay]) -> Disposable where Relay.Element == Element {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    private func bind<Relay: RelayType>(toRelays relays: [Relay]) -> Disposable where Relay.Element == Element? {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }
}
