private let driveOffMainThreadMessage = """
    `drive*` family of methods can be only called from `MainThread`.
    This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends the driver's elements to `observers` (binders, relays' observers, subjects).
    ///
    /// ```swift
    /// viewModel.title.drive(titleLabel.rx.text).disposed(by: bag)
    /// ```
    ///
    /// Call it on the main thread (checked), so the replayed element is delivered there too.
    ///
    /// - Parameter observers: The observers that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends the driver's elements, wrapped in optionals, to `observers`.
    ///
    /// - Parameter observers: The observers of optional elements.
    /// - Returns: A disposable that ends the binding.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Accepts the driver's elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the driver's elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the driver's elements into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts the driver's elements, wrapped in optionals, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Passes the driver, as an observable, to `transformation` and returns its result.
    ///
    /// - Parameter transformation: Binds the observable somewhere.
    /// - Returns: What `transformation` returns, usually a disposable.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Passes the driver, as an observable, and `curriedArgument` to the curried `with`.
    ///
    /// - Parameters:
    ///   - with: A curried binding function.
    ///   - curriedArgument: The second argument of `with`.
    /// - Returns: What the binding returns.
    public func drive<Argument, Result>(
        _ with: (Observable<Element>) -> (Argument) -> Result,
        curriedArgument: Argument
    ) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes with closures for elements, completion and disposal (a driver never fails).
    ///
    /// ```swift
    /// viewModel.results.drive(onNext: { heroes in table.show(heroes) }).disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main thread.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects of the chain.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func drive() -> Disposable {
        drive(onNext: nil)
    }

    /// Subscribes with closures that receive `object` (held weakly) along with each event.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the driver completes.
    ///   - onDisposed: Called with `object` when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
