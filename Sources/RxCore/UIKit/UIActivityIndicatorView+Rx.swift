#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIActivityIndicatorView {
        /// Starts (`true`) or stops (`false`) the indicator's animation.
        ///
        /// ```swift
        /// viewModel.isLoading.bind(to: spinner.rx.isAnimating).disposed(by: bag)
        /// ```
        public var isAnimating: Binder<Bool> {
            mainActorBinder(base) { indicator, animating in
                if animating {
                    indicator.startAnimating()
                } else {
                    indicator.stopAnimating()
                }
            }
        }
    }
#endif
