#if canImport(UIKit) && UIKIT_MODEL
    import UIKit
    import XCTest

    /// A data source whose sections are arrays of strings; each cell's text is its string.
    @MainActor final class UIKitModelTableSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var sections: [[String]]
        var log: [String] = []

        init(_ sections: [[String]]) { self.sections = sections }

        /// The header titles by section; `nil`: no headers.
        var headerTitles: [String]?

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            headerTitles?[section]
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            log.append("commit \(editingStyle) \(indexPath)")
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }

        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            log.append("move \(sourceIndexPath) \(destinationIndexPath)")
            let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
            sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.row)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.tag = indexPath.item
            return cell
        }
    }

    /// A delegate that records the calls it gets.
    @MainActor final class UIKitModelRecordingDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
        var log: [String] = []

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            log.append("willDisplay \(cell.textLabel?.text ?? "") \(indexPath)")
        }

        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            log.append("didEndDisplaying \(cell.textLabel?.text ?? "") \(indexPath)")
        }

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath)")
            return indexPath
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath)")
        }

        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath)")
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath)")
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath)")
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(scrollView.contentOffset.y)") }
    }

    /// Records the model's inconsistency reports instead of stopping the program; returns a reader of the messages.
    @MainActor func recordUIKitInconsistencies() -> () -> [String] {
        final class Box { var messages: [String] = [] }
        let box = Box()
        UIKitModel.internalInconsistencyHandler = { box.messages.append($0) }
        return { box.messages }
    }
#endif
