/// Returns a handler that calls `handler` with `object` and its value while `object` is alive,
/// and does nothing once it is gone; `object` is not retained. Behind every
/// `subscribe(with:…)`.
///
/// The result is never `nil`, even for a `nil` handler, so an error sent to a `subscribe(with:)`
/// subscription without `onError` is not reported to ``Hooks``, as before this helper existed.
@inlinable
internal func weaklyBinding<Object: AnyObject, Value>(
    _ object: Object,
    _ handler: ((Object, Value) -> Void)?
) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        handler?(object, value)
    }
}

/// ``weaklyBinding(_:_:)`` for handlers that take only `object`.
@inlinable
internal func weaklyBinding<Object: AnyObject>(_ object: Object, _ handler: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        handler?(object)
    }
}
