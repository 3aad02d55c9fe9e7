extension InfallibleType {
    /// Sends the elements to `observers`; an infallible sequence has no error to send them.
    ///
    /// ```swift
    /// names.bind(to: label.rx.text).disposed(by: bag)
    /// ```
    ///
    /// - Parameter observers: The observers that receive the elements and completion.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends the elements, wrapped in optionals, to `observers`.
    ///
    /// - Parameter observers: The observers of optional elements.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Passes the sequence to `binder` and returns what it returns.
    ///
    /// - Parameter binder: Builds the binding.
    /// - Returns: The binder's result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence and `curriedArgument` to a curried `binder`.
    ///
    /// - Parameters:
    ///   - binder: Builds the binding.
    ///   - curriedArgument: The binder's second argument.
    /// - Returns: The binder's result.
    public func bind<Argument, Result>(to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument) -> Result {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with each element.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Calls `onNext` with `object` (held weakly) and each element; skipped once `object` is gone.
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`; not retained.
    ///   - onNext: Called with `object` and each element.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable
    {
        subscribe(with: object, onNext: onNext)
    }

    /// Accepts the elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }
}
