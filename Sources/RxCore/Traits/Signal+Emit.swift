extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends the signal's elements to `observers`.
    ///
    /// ```swift
    /// viewModel.selection.emit(to: detailBinder).disposed(by: bag)
    /// ```
    ///
    /// - Parameter observers: The observers that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends the signal's elements, wrapped in optionals, to `observers`.
    ///
    /// - Parameter observers: The observers of optional elements.
    /// - Returns: A disposable that ends the binding.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Accepts the signal's elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the signal's elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the signal's elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the signal's elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the signal's elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the signal's elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Subscribes with closures for elements, completion and disposal (a signal never fails).
    ///
    /// ```swift
    /// viewModel.errors.emit(onNext: { message in toast.show(message) }).disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main thread.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects of the chain.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func emit() -> Disposable {
        emit(onNext: nil)
    }

    /// Subscribes with closures that receive `object` (held weakly) along with each event.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the signal completes.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
