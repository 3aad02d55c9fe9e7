#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UITextView {
        /// The view's text: on subscription, then after each edit by the user
        /// (`textViewDidChange(_:)`).
        ///
        /// ```swift
        /// notesView.rx.text.orEmpty.map { "\($0.count) characters" }.bind(to: countLabel.rx.text)
        /// ```
        ///
        /// While subscribed, the view's `delegate` is RxCore's; the delegate it had gets no calls
        /// meanwhile and is restored when the last subscription is disposed. Text set in code is
        /// not reported (UIKit does not call the delegate for it; RxCocoa, which watches the text
        /// storage, reports it).
        public var text: ControlProperty<String?> {
            value
        }

        /// The view's text; the same property as ``text``.
        public var value: ControlProperty<String?> {
            let values = Observable<String?>.deferred { [weak base] in
                runOnMainActor { [weak base] in
                    guard let textView = base else { return Observable<String?>.empty() }
                    return TextViewEventsDelegate.changes(of: textView)
                        .map { [weak textView] _ in runOnMainActor { textView?.text } }
                        .startWith(textView.text)
                }
            }
            return ControlProperty(
                values: values,
                valueSink: mainActorBinder(base) { textView, text in
                    if textView.text != text {
                        textView.text = text
                    }
                })
        }
    }
#endif
