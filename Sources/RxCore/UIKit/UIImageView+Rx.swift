#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIImageView {
        /// Sets the image view's image.
        ///
        /// ```swift
        /// viewModel.avatar.bind(to: avatarView.rx.image).disposed(by: bag)
        /// ```
        public var image: Binder<UIImage?> {
            mainActorBinder(base) { imageView, image in imageView.image = image }
        }
    }
#endif
