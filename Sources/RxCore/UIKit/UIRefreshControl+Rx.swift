#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    extension Reactive where Base: UIRefreshControl {
        /// Begins (`true`) or ends (`false`) refreshing.
        ///
        /// ```swift
        /// viewModel.isLoading.bind(to: refreshControl.rx.isRefreshing).disposed(by: bag)
        /// ```
        public var isRefreshing: Binder<Bool> {
            mainActorBinder(base) { control, refreshing in
                if refreshing {
                    control.beginRefreshing()
                } else {
                    control.endRefreshing()
                }
            }
        }
    }
#endif
