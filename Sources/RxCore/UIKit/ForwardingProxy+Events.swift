#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension ForwardingProxy {
        /// The events one of a view's proxies publishes, as an observable that leases the proxy for
        /// as long as it is subscribed.
        ///
        /// The proxy is found or installed when the observable is subscribed, which happens on the main
        /// thread (`ControlEvent` and `ControlProperty` subscribe on the main scheduler); when the view
        /// is gone by then, the observable completes at once.
        ///
        /// - Parameters:
        ///   - view: The view, held weakly.
        ///   - leaseProxy: Finds or installs the view's proxy and leases it.
        ///   - subject: The proxy's subject of the events.
        ///   - changesMembers: Whether the proxy implements the member behind these events only while
        ///     they have observers (UIKit shows delete and reorder controls for a data source that
        ///     implements the editing members), so the view must ask again when that changes.
        /// - Returns: The events.
        internal nonisolated static func events<View: UIView, Proxy: ForwardingProxy, Value>(
            of view: View,
            leaseProxy: @escaping @MainActor (View) -> (Proxy, Disposable),
            subject: @escaping @MainActor (Proxy) -> PublishSubject<Value>,
            changesMembers: Bool = false
        ) -> Observable<Value> {
            weak let weakView = view
            return Observable.create { observer in
                MainScheduler.ensureExecutingOnScheduler(
                    errorMessage: "Subscribe to a view's delegate events on the main thread")
                nonisolated(unsafe) var subscription: Disposable = Disposables.create()
                nonisolated(unsafe) let observer = observer
                let view = weakView
                MainActor.assumeIsolated {
                    guard let view else {
                        observer.onCompleted()
                        return
                    }
                    let (proxy, lease) = leaseProxy(view)
                    let events = subject(proxy)
                    let hadObservers = events.hasObservers
                    let eventSubscription = events.subscribe(observer)
                    if changesMembers && !hadObservers { proxy.membersDidChange() }
                    subscription = Disposables.create {
                        eventSubscription.dispose()
                        ForwardingProxy.onMainActor {
                            if changesMembers && !events.hasObservers { proxy.membersDidChange() }
                            lease.dispose()
                        }
                    }
                }
                return subscription
            }
        }
    }
#endif
