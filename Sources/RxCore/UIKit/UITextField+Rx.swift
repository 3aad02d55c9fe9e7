#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UITextField {
        /// The field's text: on subscription, then after each editing event and `.valueChanged`.
        ///
        /// ```swift
        /// nameField.rx.text.orEmpty.bind(to: greetingLabel.rx.text).disposed(by: bag)
        /// ```
        public var text: ControlProperty<String?> {
            value
        }

        /// The field's text; the same property as ``text``.
        ///
        /// A bound value is written only when it differs from the field's text: writing clears the
        /// field's marked text, which input methods (IME) are still composing.
        public var value: ControlProperty<String?> {
            controlPropertyWithDefaultEvents(
                getter: { $0.text },
                setter: { field, text in
                    if field.text != text {
                        field.text = text
                    }
                })
        }

        /// The field's attributed text, read and written as ``text`` is.
        public var attributedText: ControlProperty<NSAttributedString?> {
            controlPropertyWithDefaultEvents(
                getter: { $0.attributedText },
                setter: { field, text in
                    if field.attributedText != text {
                        field.attributedText = text
                    }
                })
        }
    }
#endif
