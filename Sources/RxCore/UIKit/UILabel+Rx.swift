#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UILabel {
        /// Sets the label's text.
        ///
        /// ```swift
        /// nameField.rx.text.orEmpty.bind(to: greetingLabel.rx.text).disposed(by: bag)
        /// ```
        public var text: Binder<String?> {
            mainActorBinder(base) { label, text in label.text = text }
        }

        /// Sets the label's attributed text.
        public var attributedText: Binder<NSAttributedString?> {
            mainActorBinder(base) { label, text in label.attributedText = text }
        }
    }
#endif
