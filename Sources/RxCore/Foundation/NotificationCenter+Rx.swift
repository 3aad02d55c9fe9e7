extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (every notification if `nil`) posted by `object` (by any
    /// object if `nil`), delivered on the posting thread.
    ///
    /// Subscribing adds an observer to the center; disposing removes it. The stream never ends on
    /// its own.
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(.NSSystemClockDidChange)
    ///     .subscribe(onNext: { _ in refreshClock() })
    ///     .disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name to observe, or `nil` for all.
    ///   - object: The only sender to observe, or `nil` for all; held weakly, as RxCocoa does.
    /// - Returns: The notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let sendable = SendableObserver(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                sendable.observer.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}

#if !canImport(ObjectiveC)
    // Outside Apple platforms `NotificationCenter` is not an `NSObject`, so it gets the `rx`
    // namespace here rather than through `NSObject`'s conformance.
    extension NotificationCenter: ReactiveCompatible {}
#endif
