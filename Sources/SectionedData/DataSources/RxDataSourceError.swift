/// Why a data source could not return the model of a row.
///
/// The names follow RxDataSources and RxCocoa. The payload of ``castingError(object:targetType:)``
/// is the caller's own model, typed `Any`; the error is `@unchecked Sendable` because nothing
/// mutates that payload after creating the error, so it is as safe to send as the model is.
public enum RxDataSourceError: Error, @unchecked Sendable {
    /// No row exists at `indexPath`: the section is missing (`itemCount` is `nil`), or the section
    /// has only `itemCount` rows.
    case outOfBounds(indexPath: ItemPath, sectionCount: Int, itemCount: Int?)

    /// The model at a row is not of the type asked for.
    case castingError(object: Any, targetType: Any.Type)

    /// A requirement of the call does not hold, such as a renderer bound to no sectioned data
    /// source.
    case preconditionFailed(message: String)
}

extension RxDataSourceError: CustomStringConvertible {
    /// A sentence naming the problem and the offending values.
    public var description: String {
        switch self {
        case .outOfBounds(let path, let sectionCount, nil):
            return "Item path \(path) is out of range: there is no section \(path.sectionIndex) "
                + "(the data source has \(sectionCount) section\(sectionCount == 1 ? "" : "s"))"
        case .outOfBounds(let path, _, let itemCount?):
            return "Item path \(path) is out of range: section \(path.sectionIndex) has \(itemCount) "
                + "item\(itemCount == 1 ? "" : "s")"
        case .castingError(let object, let targetType):
            return "Cannot cast the model \(object) of type \(type(of: object)) to \(targetType)"
        case .preconditionFailed(let message):
            return message
        }
    }
}
