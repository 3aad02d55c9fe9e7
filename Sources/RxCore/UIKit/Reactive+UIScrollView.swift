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

        /// What `willEndDragging` delivers: the velocity and the offset where scrolling will stop,
        /// which the observer may change.
        public typealias WillEndDraggingEvent = (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)

        /// An event after each change of the zoom scale (`scrollViewDidZoom(_:)`).
        public var didZoom: ControlEvent<Void> {
            ControlEvent(events: delegateEvents { $0.didZoom })
        }

        /// An event when the user starts dragging the content (`scrollViewWillBeginDragging(_:)`).
        public var willBeginDragging: ControlEvent<Void> {
            ControlEvent(events: delegateEvents { $0.willBeginDragging })
        }

        /// The velocity and target offset when the user lifts the finger (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
        public var willEndDragging: ControlEvent<WillEndDraggingEvent> {
            ControlEvent(events: delegateEvents { $0.willEndDragging })
        }

        /// Whether the content will decelerate, when the user stops dragging (`scrollViewDidEndDragging(_:willDecelerate:)`).
        public var didEndDragging: ControlEvent<Bool> {
            ControlEvent(events: delegateEvents { $0.didEndDragging })
        }

        /// An event when the content starts decelerating (`scrollViewWillBeginDecelerating(_:)`).
        public var willBeginDecelerating: ControlEvent<Void> {
            ControlEvent(events: delegateEvents { $0.willBeginDecelerating })
        }

        /// An event when the content stops decelerating (`scrollViewDidEndDecelerating(_:)`).
        public var didEndDecelerating: ControlEvent<Void> {
            ControlEvent(events: delegateEvents { $0.didEndDecelerating })
        }

        /// An event when a scrolling animation ends (`scrollViewDidEndScrollingAnimation(_:)`).
        public var didEndScrollingAnimation: ControlEvent<Void> {
            ControlEvent(events: delegateEvents { $0.didEndScrollingAnimation })
        }

        /// The view about to be zoomed, when zooming starts (`scrollViewWillBeginZooming(_:with:)`).
        public var willBeginZooming: ControlEvent<UIView?> {
            ControlEvent(events: delegateEvents { $0.willBeginZooming })
        }

        /// The zoomed view and the final scale, when zooming ends (`scrollViewDidEndZooming(_:with:atScale:)`).
        public var didEndZooming: ControlEvent<(view: UIView?, scale: CGFloat)> {
            ControlEvent(events: delegateEvents { $0.didEndZooming })
        }

        /// An event after the view scrolled to the top (`scrollViewDidScrollToTop(_:)`).
        public var didScrollToTop: ControlEvent<Void> {
            ControlEvent(events: delegateEvents { $0.didScrollToTop })
        }

        private func delegateEvents<Value>(
            _ subject: @escaping @MainActor (ScrollViewDelegateProxy) -> PublishSubject<Value>
        ) -> Observable<Value> {
            ForwardingProxy.events(of: base, leaseProxy: { ScrollViewDelegateProxy.leased(for: $0) }, subject: subject)
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
