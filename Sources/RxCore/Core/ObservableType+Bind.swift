extension ObservableType {
    /// Forwards every event, including errors and completion, to each of `observers`.
    ///
    /// ```swift
    /// let mirror = PublishSubject<Int>()
    /// numbers.bind(to: mirror).disposed(by: bag)
    /// ```
    ///
    /// - Parameter observers: The observers to feed, in this order for each event.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Forwards every event, with elements wrapped in `Optional`, to each of `observers`.
    ///
    /// - Parameter observers: Observers of optional elements, fed in this order.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Passes this sequence to `binder` and returns what it returns.
    ///
    /// Lets a binding helper read left to right: `text.bind(to: label.rx.text)` style helpers are
    /// functions of the observable.
    ///
    /// - Parameter binder: A function that subscribes to the sequence.
    /// - Returns: `binder`'s result, usually a disposable.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes this sequence and `curriedArgument` to a curried `binder`.
    ///
    /// - Parameters:
    ///   - binder: A function of the sequence returning a function of `curriedArgument`.
    ///   - curriedArgument: The second argument.
    /// - Returns: `binder`'s result, usually a disposable.
    public func bind<Argument, Result>(
        to binder: (Self) -> (Argument) -> Result,
        curriedArgument: Argument
    ) -> Result {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with each element.
    ///
    /// Bindings are meant for sequences that never fail; an error goes to the handler set with
    /// ``Hooks/setBindingErrorHandler(_:)``, which by default stops a debug build, as RxSwift does.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: Hooks.reportBindingError)
    }
}
