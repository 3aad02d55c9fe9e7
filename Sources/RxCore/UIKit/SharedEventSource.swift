#if canImport(UIKit) && !os(watchOS)
    /// An object that RxCore installs on a view or bar item while its events are subscribed
    /// (``SearchBarEventsDelegate``, ``TextViewEventsDelegate``, ``BarButtonItemTaps``), shared by
    /// every subscription.
    ///
    /// The first subscription installs it, remembering what it replaces; later subscriptions share
    /// it; when the last one is disposed, ``uninstall()`` gives the view back what it had. Views
    /// hold delegates weakly, so the subscriptions keep the source alive.
    @MainActor
    internal protocol SharedEventSource: AnyObject, Sendable {
        /// What the source reports.
        associatedtype Event

        /// The events.
        var events: PublishSubject<Event> { get }

        /// The live subscriptions to ``events``.
        var subscriptionCount: Int { get set }

        /// Puts back what the source replaced, if the source is still installed.
        func uninstall()
    }

    extension SharedEventSource {
        /// The events of the source that `install` finds or installs on `view`, counted while
        /// subscribed. Subscribe on the main thread (`ControlEvent` and `ControlProperty` do).
        nonisolated internal static func events<View: AnyObject & Sendable>(
            of view: View, installedBy install: @escaping @MainActor (View) -> Self
        ) -> Observable<Event> {
            Observable.create { [weak view] observer in
                let sendable = SendableObserver(observer)
                return runOnMainActor { [weak view] in
                    guard let view else {
                        sendable.observer.on(.completed)
                        return Disposables.create()
                    }
                    let source = install(view)
                    source.subscriptionCount += 1
                    let subscription = source.events.subscribe(sendable.observer)
                    return Disposables.create {
                        subscription.dispose()
                        runOnMainActor {
                            source.subscriptionCount -= 1
                            if source.subscriptionCount == 0 {
                                source.uninstall()
                            }
                        }
                    }
                }
            }
        }
    }
#endif
