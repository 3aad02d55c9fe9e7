#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIBarButtonItem {
        /// The item's taps.
        ///
        /// While subscribed, the item's `primaryAction` is RxCore's (one action shared by every
        /// subscriber); when the last subscription is disposed, the item gets back the primary
        /// action it had. The stream completes when the item deallocates (it owns the action).
        ///
        /// ```swift
        /// addItem.rx.tap
        ///     .subscribe(onNext: { viewModel.addHero() })
        ///     .disposed(by: bag)
        /// ```
        public var tap: ControlEvent<()> {
            ControlEvent(events: BarButtonItemTaps.taps(of: base))
        }
    }
#endif
