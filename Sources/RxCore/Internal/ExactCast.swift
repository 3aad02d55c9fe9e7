/// `object` as `T` when its dynamic type is exactly `T`, else `nil`.
///
/// For a `final` class this is what `as? T` answers, without the runtime call `as?` makes: the
/// class is compared first, so the unchecked downcast never sees an object of another type.
///
/// - Parameters:
///   - object: The object to cast.
///   - type: The exact class wanted; a subclass of it does not match.
/// - Returns: `object` as `T`, or `nil`.
@inlinable
internal func exactCast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T? {
    guard Swift.type(of: object) == T.self else { return nil }
    return unsafeDowncast(object, to: T.self)
}
