extension ObservableType {
    /// Calls `onNext` with `object` (held weakly) and each element.
    ///
    /// Elements that arrive after `object` was deallocated are ignored:
    ///
    /// ```swift
    /// viewModel.title.bind(with: self) { owner, title in owner.titleLabel.text = title }
    /// ```
    ///
    /// Bindings are meant for sequences that never fail; an error goes to the handler set with
    /// ``Hooks/setBindingErrorHandler(_:)``, as with ``bind(onNext:)``.
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`; not retained.
    ///   - onNext: Called with `object` and each element.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(onNext: weaklyBinding(object, onNext), onError: Hooks.reportBindingError)
    }
}
