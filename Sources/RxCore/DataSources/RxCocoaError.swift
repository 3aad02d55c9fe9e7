/// Why a list binding could not return a model: the cases of RxCocoa's `RxCocoaError` that the
/// table and collection view bindings throw.
///
/// The payloads are the caller's own objects and models, typed `Any`; the error is
/// `@unchecked Sendable` because nothing mutates them after creating the error, so it is as safe to
/// send as they are.
public enum RxCocoaError: Error, @unchecked Sendable {
    /// `rx.model(at:)` was asked before a sectioned data source (`rx.items…`) was bound to `object`.
    case itemsNotYetBound(object: Any)

    /// The model found is not of the type asked for.
    case castingError(object: Any, targetType: Any.Type)
}

extension RxCocoaError: CustomStringConvertible {
    /// A sentence naming the problem and the offending values.
    public var description: String {
        switch self {
        case .itemsNotYetBound(let object):
            return "No sectioned data source is bound to \(type(of: object)): bind one with rx.items before "
                + "asking for models"
        case .castingError(let object, let targetType):
            return "Cannot cast the model \(object) of type \(type(of: object)) to \(targetType)"
        }
    }
}
