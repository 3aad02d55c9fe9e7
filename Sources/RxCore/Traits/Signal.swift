/// The sharing strategy of ``Signal``: one subscription to the source shared by all subscribers,
/// without replay, delivered on the main scheduler.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// ``SharingScheduler/make``'s scheduler: a new `MainScheduler` for each call outside tests.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` with `share(scope: .whileConnected)`.
    ///
    /// - Parameter source: The source to share.
    /// - Returns: The shared source.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence of UI events: it never fails, delivers on the main scheduler and shares one
/// subscription to its source, but, unlike ``Driver``, replays nothing to new subscribers, as
/// RxCocoa's `Signal` does. Use it for things that happen (a tap, a toast), not for state.
///
/// ```swift
/// viewModel.errors.emit(onNext: { message in toast.show(message) }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns the sequence as a ``Signal``.
    ///
    /// - Returns: This signal.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// Converts the sequence to a ``Signal`` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// - Parameter onErrorJustReturn: The last element, used when the source fails.
    /// - Returns: The signal.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// Converts the sequence to a ``Signal`` that continues with `onErrorSignalWith` instead of
    /// failing.
    ///
    /// - Parameter onErrorSignalWith: The signal to continue with when the source fails.
    /// - Returns: The signal.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let fallback = onErrorSignalWith.asObservable()
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in fallback }
        return Signal(source)
    }

    /// Converts the sequence to a ``Signal`` that continues with the signal `onErrorRecover`
    /// returns for the error instead of failing.
    ///
    /// - Parameter onErrorRecover: Returns the signal to continue with for an error.
    /// - Returns: The signal.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}
