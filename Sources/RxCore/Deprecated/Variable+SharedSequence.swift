// RxCocoa 6's deprecated bridges between `Variable` and its traits and bindings, kept so that code
// written against them compiles.

@available(*, deprecated, message: "Variable is deprecated; use BehaviorRelay, which holds `value` and `accept(_:)`.")
extension Variable {
    /// The variable's values as a ``Driver``: the current value first, then every change,
    /// delivered on the main scheduler.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// The variable's values as a ``SharedSequence`` of the given strategy; RxCocoa's generic form
    /// of `asDriver()`.
    ///
    /// - Parameter strategy: The sharing strategy, e.g. `DriverSharingStrategy.self`.
    /// - Returns: The shared sequence.
    @available(*, deprecated, renamed: "asDriver()")
    public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
        strategy: SharingStrategy.Type = SharingStrategy.self
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().observe(on: SharingStrategy.scheduler))
    }
}

@available(*, deprecated, message: "Variable is deprecated; use BehaviorRelay, which holds `value` and `accept(_:)`.")
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sets each element as `variable`'s value.
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive(_ variable: Variable<Element>) -> Disposable {
        drive(onNext: { variable.value = $0 })
    }

    /// Sets each element, wrapped in `Optional`, as `variable`'s value.
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive(_ variable: Variable<Element?>) -> Disposable {
        drive(onNext: { variable.value = $0 })
    }
}

@available(*, deprecated, message: "Variable is deprecated; use BehaviorRelay, which holds `value` and `accept(_:)`.")
extension ObservableType {
    /// Sets each element as `variable`'s value; an error goes to the handler set with
    /// ``Hooks/setBindingErrorHandler(_:)``, completion ends the binding.
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to variable: Variable<Element>) -> Disposable {
        bind(onNext: { variable.value = $0 })
    }

    /// Sets each element, wrapped in `Optional`, as `variable`'s value.
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to variable: Variable<Element?>) -> Disposable {
        bind(onNext: { variable.value = $0 })
    }

    /// Sets each element as `variable`'s value; RxCocoa's former name for `bind(to:)`.
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Returns: A disposable that ends the binding.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo(_ variable: Variable<Element>) -> Disposable {
        bind(to: variable)
    }

    /// Sets each element, wrapped in `Optional`, as `variable`'s value; RxCocoa's former name for
    /// `bind(to:)`.
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Returns: A disposable that ends the binding.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo(_ variable: Variable<Element?>) -> Disposable {
        bind(to: variable)
    }
}
