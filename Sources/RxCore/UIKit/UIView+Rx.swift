#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIView {
        /// Hides or shows the view.
        ///
        /// ```swift
        /// viewModel.isEmpty.map { !$0 }.bind(to: emptyLabel.rx.isHidden).disposed(by: bag)
        /// ```
        public var isHidden: Binder<Bool> {
            mainActorBinder(base) { view, hidden in view.isHidden = hidden }
        }

        /// Sets the view's alpha.
        public var alpha: Binder<CGFloat> {
            mainActorBinder(base) { view, alpha in view.alpha = alpha }
        }

        /// Sets the view's background color.
        public var backgroundColor: Binder<UIColor?> {
            mainActorBinder(base) { view, color in view.backgroundColor = color }
        }

        /// Sets whether the view receives touches.
        public var isUserInteractionEnabled: Binder<Bool> {
            mainActorBinder(base) { view, enabled in view.isUserInteractionEnabled = enabled }
        }
    }
#endif
