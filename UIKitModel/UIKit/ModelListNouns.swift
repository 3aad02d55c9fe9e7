/// The words UIKit's messages use for a table or a collection view.
struct ModelListNouns {
    /// "row" or "item".
    let singular: String
    /// "rows" or "items".
    let plural: String
    /// "table view" or "collection view".
    let view: String

    /// A table view's words.
    static let table = ModelListNouns(singular: "row", plural: "rows", view: "table view")
    /// A collection view's words.
    static let collection = ModelListNouns(singular: "item", plural: "items", view: "collection view")
}
