#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIButton {
        /// The button's taps: `.touchUpInside` (`.primaryActionTriggered` on tvOS).
        ///
        /// ```swift
        /// saveButton.rx.tap
        ///     .subscribe(onNext: { viewModel.save() })
        ///     .disposed(by: bag)
        /// ```
        public var tap: ControlEvent<Void> {
            #if os(tvOS)
                controlEvent(.primaryActionTriggered)
            #else
                controlEvent(.touchUpInside)
            #endif
        }
    }

    extension Reactive where Base: UIButton {
        /// Sets the button's title for `controlState`.
        ///
        /// - Parameter controlState: The state the title is for; by default `.normal`.
        /// - Returns: A binder of titles.
        public func title(for controlState: UIControl.State = []) -> Binder<String?> {
            mainActorBinder(base) { button, title in button.setTitle(title, for: controlState) }
        }

        /// Sets the button's image for `controlState`.
        ///
        /// - Parameter controlState: The state the image is for; by default `.normal`.
        /// - Returns: A binder of images.
        public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
            mainActorBinder(base) { button, image in button.setImage(image, for: controlState) }
        }
    }
#endif
