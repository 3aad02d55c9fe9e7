#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension Reactive where Base: UIScrollView {
        /// The content offset: the current one on subscription, then the offset after each scroll;
        /// binding to it scrolls the view.
        ///
        /// ```swift
        /// tableView.rx.contentOffset
        ///     .map { $0.y > 200 }
        ///     .bind(to: backToTopButton.rx.isHidden)
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// The values come from the view's delegate proxy (`scrollViewDidScroll(_:)`), so setting the
        /// offset, through the binder or otherwise, delivers it too, as in UIKit.
        public var contentOffset: ControlProperty<CGPoint> {
            weak let weakView = base
            let scrolls = didScroll.asObservable()
            let values = Observable<CGPoint>.deferred {
                guard let view = weakView else { return .empty() }
                // `ControlProperty` subscribes on the main scheduler.
                let current = MainActor.assumeIsolated { view.contentOffset }
                return scrolls.compactMap { _ in
                    guard let view = weakView else { return nil }
                    // The delegate proxy publishes on the main thread.
                    return MainActor.assumeIsolated { view.contentOffset }
                }
                .startWith(current)
            }
            let sink = Binder(base) { view, offset in
                // `Binder` applies values on the main scheduler.
                MainActor.assumeIsolated { view.contentOffset = offset }
            }
            return ControlProperty(values: values, valueSink: sink)
        }

        /// An event after each change of the content offset (`scrollViewDidScroll(_:)`).
        public var didScroll: ControlEvent<Void> {
            ControlEvent(
                events: ForwardingProxy.events(
                    of: base,
                    leaseProxy: { ScrollViewDelegateProxy.leased(for: $0) },
                    subject: { $0.didScroll }
                ))
        }

        /// Makes `delegate` receive every delegate message, the ones the bindings take included,
        /// until the returned disposable is disposed.
        ///
        /// ```swift
        /// tableView.rx.setDelegate(self).disposed(by: disposeBag)
        /// tableView.rx.itemSelected.subscribe(onNext: { indexPath in … }).disposed(by: disposeBag)
        /// // `self` still answers tableView(_:heightForRowAt:) and receives tableView(_:didSelectRowAt:).
        /// ```
        ///
        /// The view's delegate is a proxy while bindings use it; `delegate` becomes the object it
        /// forwards to, held weakly (as RxCocoa does). Disposing gives the proxy its previous forward
        /// delegate back, and the view its delegate once nothing else uses the proxy.
        ///
        /// - Parameter delegate: The delegate that receives the messages.
        /// - Returns: A disposable that removes `delegate`.
        @MainActor
        public func setDelegate(_ delegate: any UIScrollViewDelegate) -> Disposable {
            let (proxy, lease) = ScrollViewDelegateProxy.leased(for: base)
            let forwarding = proxy.lease(forwardingTo: delegate, retain: false)
            return Disposables.create(forwarding, lease)
        }
    }
#endif
