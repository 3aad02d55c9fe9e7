/// A cell a data source builds for one row of a ``ListRenderer``.
///
/// The protocol has no requirements: each renderer has its own cell type, declares that it
/// conforms, and casts the cells its data source returns back to it. A UIKit adapter declares
/// `extension UITableViewCell: ListCell {}`; a terminal table may use a struct holding the text of
/// the row.
///
/// ```swift
/// struct TextCell: ListCell {
///     var text: String
/// }
/// ```
public protocol ListCell {}
