#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Subscribes a table or collection view to a sequence through a data source, for
    /// `rx.items(dataSource:)` and the bindings built on it.
    ///
    /// The binding makes the data source the forward object of the view's data-source proxy and keeps
    /// it alive until disposed, holds the view weakly, and delivers each element on the main queue
    /// (through a `Binder` on a `MainScheduler` of its own, as RxCocoa does: at once when emitted on
    /// the main queue and no earlier element still waits there). An error is a programming error,
    /// reported as a `Binder` reports it (through `Hooks`); completion leaves the view showing the last
    /// element. Once disposed, it delivers nothing more and gives the proxy its previous forward object
    /// back (the proxy leaves the view when nothing else uses it).
    internal enum ItemsBinding {
        @MainActor
        internal static func bind<View: AnyObject, Source: ObservableType>(
            _ source: Source,
            to view: View,
            through proxy: ForwardingProxy,
            lease: Disposable,
            dataSource: AnyObject,
            deliver: @escaping @MainActor (View, Event<Source.Element>) -> Void
        ) -> Disposable {
            let forwarding = proxy.lease(forwardingTo: dataSource, retain: true)
            let ended = BooleanDisposable()
            let binder = Binder<Source.Element>(view, scheduler: MainScheduler()) { view, element in
                // Elements already queued for the main queue when the binding ends are dropped.
                guard !ended.isDisposed else { return }
                // `Binder` runs this on a `MainScheduler`, that is on the main queue, and hands the
                // element over: nothing else uses it afterwards.
                nonisolated(unsafe) let element = element
                MainActor.assumeIsolated { deliver(view, .next(element)) }
            }
            let subscription = source.subscribe(binder)
            return Disposables.create {
                ended.dispose()
                subscription.dispose()
                forwarding.dispose()
                lease.dispose()
            }
        }
    }
#endif
