/// One call made inside a batch update, with the indexes as the caller gave them.
enum ModelListUpdate {
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case reconfigureItems([IndexPath])
    case moveItem(IndexPath, IndexPath)
}
