/// A value with a stable identity that survives changes to its content.
///
/// The diff uses identity to tell a moved or updated item from a deleted and inserted one: two
/// values with the same identity are the same row, even if they are not equal.
///
/// ```swift
/// struct Hero: IdentifiableType, Equatable {
///     let id: Int
///     var name: String
///     var identity: Int { id }
/// }
/// ```
public protocol IdentifiableType {
    /// The type of the identity.
    associatedtype Identity: Hashable

    /// The stable identity of this value.
    var identity: Identity { get }
}
