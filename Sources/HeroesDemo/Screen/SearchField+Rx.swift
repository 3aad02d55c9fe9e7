import RxCore

extension Reactive where Base: SearchField {
    /// The field's text as a control property, as RxCocoa's `UITextField.rx.text`: its current
    /// text on subscription, then every edit; binding text to it replaces the field's text.
    ///
    /// ```swift
    /// let query = field.rx.text.orEmpty.asObservable()
    /// ```
    @MainActor
    var text: ControlProperty<String?> {
        ControlProperty(
            values: base.textChanges.map { Optional($0) },
            valueSink: Binder(base) { field, text in
                // A Binder delivers on the main scheduler, that is on the main thread.
                MainActor.assumeIsolated { field.setText(text ?? "") }
            }
        )
    }
}
