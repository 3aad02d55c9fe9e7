// How the proxies forward under the UIKit model, which has no Objective-C runtime (see the model's
// `UIKitModelForwarding`). Never part of an Apple build.
#if canImport(UIKit) && UIKIT_MODEL
    import UIKit

    // The model declares every optional member as a requirement with a default that does what UIKit
    // does without it. A proxy writes out each member it does not take and passes it to the forward
    // object (or, without one, to `ModelDefaults`, which has only the defaults), and tells the model
    // which members it has: its own (a conditional one only while active) and the forward object's.
    extension ForwardingProxy: UIKitModelForwarding {
        internal func responds(toModelRequirement requirement: UIKitModelRequirement) -> Bool {
            switch ForwardingProxy.takenMembers[requirement.name] {
            case .some(nil): return true
            case .some(let member?) where isActive(member): return true
            default: return UIKitModel.responds(forward, to: requirement)
            }
        }

        // The members the proxies take, each with the condition under which the proxy shows it.
        private static let takenMembers: [String: ConditionalMember?] = [
            "tableView(_:commit:forRowAt:)": .commitEditing,
            "tableView(_:moveRowAt:to:)": .moveRow,
            "scrollViewDidScroll(_:)": nil,
            "scrollViewDidZoom(_:)": nil,
            "scrollViewWillBeginDragging(_:)": nil,
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)": nil,
            "scrollViewDidEndDragging(_:willDecelerate:)": nil,
            "scrollViewWillBeginDecelerating(_:)": nil,
            "scrollViewDidEndDecelerating(_:)": nil,
            "scrollViewDidEndScrollingAnimation(_:)": nil,
            "scrollViewWillBeginZooming(_:with:)": nil,
            "scrollViewDidEndZooming(_:with:atScale:)": nil,
            "scrollViewDidScrollToTop(_:)": nil,
            "tableView(_:didSelectRowAt:)": nil,
            "tableView(_:didDeselectRowAt:)": nil,
            "tableView(_:accessoryButtonTappedForRowWith:)": nil,
            "tableView(_:willDisplay:forRowAt:)": nil,
            "tableView(_:didEndDisplaying:forRowAt:)": nil,
            "collectionView(_:didSelectItemAt:)": nil,
            "collectionView(_:didDeselectItemAt:)": nil,
            "collectionView(_:willDisplay:forItemAt:)": nil,
            "collectionView(_:didEndDisplaying:forItemAt:)": nil,
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)": nil,
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)": nil,
        ]
    }

    // The data sources of `rx.items(_:)` and `rx.items(cellIdentifier:cellType:)` implement no
    // optional member: they say so, as `responds(to:)` would on Apple.
    extension TableViewArrayDataSource: UIKitModelForwarding {
        internal func responds(toModelRequirement requirement: UIKitModelRequirement) -> Bool { false }
    }

    extension CollectionViewArrayDataSource: UIKitModelForwarding {
        internal func responds(toModelRequirement requirement: UIKitModelRequirement) -> Bool { false }
    }

    /// Has nothing but the model's defaults: what UIKit does when a delegate or data source lacks a
    /// member.
    @MainActor
    private final class ModelDefaults: NSObject, UITableViewDataSource, UITableViewDelegate,
        UICollectionViewDataSource, UICollectionViewDelegate
    {
        static let shared = ModelDefaults()

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            preconditionFailure("A collection view without a data source has no cells")
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            preconditionFailure("A table view without a data source has no cells")
        }
    }

    extension TableViewDataSourceProxy {
        private var dataSourceTarget: any UITableViewDataSource { forwardDataSource ?? ModelDefaults.shared }

        internal func forwardCommit(
            _ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath, in tableView: UITableView
        ) {
            forwardDataSource?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }

        internal func forwardMoveRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView) {
            forwardDataSource?.tableView(tableView, moveRowAt: source, to: destination)
        }

        internal func numberOfSections(in tableView: UITableView) -> Int {
            dataSourceTarget.numberOfSections(in: tableView)
        }

        internal func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            dataSourceTarget.tableView(tableView, titleForHeaderInSection: section)
        }

        internal func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            dataSourceTarget.tableView(tableView, titleForFooterInSection: section)
        }

        internal func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            dataSourceTarget.tableView(tableView, canEditRowAt: indexPath)
        }

        internal func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            guard let forwardDataSource, UIKitModel.responds(forwardDataSource, to: "tableView(_:canMoveRowAt:)") else {
                // UIKit's rule without the member: movable when the data source (this proxy) has
                // `moveRowAt`.
                return responds(toModelRequirement: "tableView(_:moveRowAt:to:)")
            }
            return forwardDataSource.tableView(tableView, canMoveRowAt: indexPath)
        }

        internal func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            dataSourceTarget.sectionIndexTitles(for: tableView)
        }

        internal func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
            -> Int
        {
            dataSourceTarget.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }
    }

    extension ScrollViewDelegateProxy {
        private var scrollTarget: any UIScrollViewDelegate { forwardScrollViewDelegate ?? ModelDefaults.shared }

        internal func forwardDidScroll(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidScroll(scrollView)
        }

        internal func forwardDidZoom(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidZoom(scrollView)
        }

        internal func forwardWillBeginDragging(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
        }

        internal func forwardWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            forwardScrollViewDelegate?.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }

        internal func forwardDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            forwardScrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }

        internal func forwardWillBeginDecelerating(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewWillBeginDecelerating(scrollView)
        }

        internal func forwardDidEndDecelerating(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidEndDecelerating(scrollView)
        }

        internal func forwardDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
        }

        internal func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            scrollTarget.viewForZooming(in: scrollView)
        }

        internal func forwardWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            forwardScrollViewDelegate?.scrollViewWillBeginZooming(scrollView, with: view)
        }

        internal func forwardDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            forwardScrollViewDelegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }

        internal func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            scrollTarget.scrollViewShouldScrollToTop(scrollView)
        }

        internal func forwardDidScrollToTop(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidScrollToTop(scrollView)
        }
    }

    extension TableViewDelegateProxy {
        private var tableTarget: any UITableViewDelegate { forwardTableViewDelegate ?? ModelDefaults.shared }

        internal func forwardDidSelectRow(at indexPath: IndexPath, in tableView: UITableView) {
            forwardTableViewDelegate?.tableView(tableView, didSelectRowAt: indexPath)
        }

        internal func forwardDidDeselectRow(at indexPath: IndexPath, in tableView: UITableView) {
            forwardTableViewDelegate?.tableView(tableView, didDeselectRowAt: indexPath)
        }

        internal func forwardAccessoryButtonTapped(forRowWith indexPath: IndexPath, in tableView: UITableView) {
            forwardTableViewDelegate?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }

        internal func forwardWillDisplay(
            _ cell: UITableViewCell, forRowAt indexPath: IndexPath, in tableView: UITableView
        ) {
            forwardTableViewDelegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }

        internal func forwardDidEndDisplaying(
            _ cell: UITableViewCell, forRowAt indexPath: IndexPath, in tableView: UITableView
        ) {
            forwardTableViewDelegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }

        internal func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            tableTarget.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }

        internal func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            tableTarget.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }

        internal func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableTarget.tableView(tableView, heightForRowAt: indexPath)
        }

        internal func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableTarget.tableView(tableView, heightForHeaderInSection: section)
        }

        internal func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableTarget.tableView(tableView, heightForFooterInSection: section)
        }

        internal func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableTarget.tableView(tableView, viewForHeaderInSection: section)
        }

        internal func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            tableTarget.tableView(tableView, viewForFooterInSection: section)
        }

        internal func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            tableTarget.tableView(tableView, shouldHighlightRowAt: indexPath)
        }

        internal func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            tableTarget.tableView(tableView, willSelectRowAt: indexPath)
        }

        internal func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            tableTarget.tableView(tableView, willDeselectRowAt: indexPath)
        }

        internal func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle {
            tableTarget.tableView(tableView, editingStyleForRowAt: indexPath)
        }

        internal func tableView(
            _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
        ) -> String? {
            tableTarget.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }

        internal func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            tableTarget.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }

        internal func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            tableTarget.tableView(tableView, indentationLevelForRowAt: indexPath)
        }
    }

    extension CollectionViewDataSourceProxy {
        private var collectionDataSourceTarget: any UICollectionViewDataSource {
            forwardDataSource ?? ModelDefaults.shared
        }

        internal func numberOfSections(in collectionView: UICollectionView) -> Int {
            collectionDataSourceTarget.numberOfSections(in: collectionView)
        }

        internal func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionDataSourceTarget.collectionView(
                collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }

        internal func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            collectionDataSourceTarget.collectionView(collectionView, canMoveItemAt: indexPath)
        }

        internal func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            collectionDataSourceTarget.collectionView(
                collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }

        internal func indexTitles(for collectionView: UICollectionView) -> [String]? {
            collectionDataSourceTarget.indexTitles(for: collectionView)
        }

        internal func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            collectionDataSourceTarget.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
        }
    }

    extension CollectionViewDelegateProxy {
        private var collectionTarget: any UICollectionViewDelegate {
            forwardCollectionViewDelegate ?? ModelDefaults.shared
        }

        internal func forwardDidSelectItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
            forwardCollectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        }

        internal func forwardDidDeselectItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
            forwardCollectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
        }

        internal func forwardWillDisplay(
            _ cell: UICollectionViewCell, forItemAt indexPath: IndexPath, in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }

        internal func forwardDidEndDisplaying(
            _ cell: UICollectionViewCell, forItemAt indexPath: IndexPath, in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }

        internal func forwardWillDisplaySupplementaryView(
            _ view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath,
            in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }

        internal func forwardDidEndDisplayingSupplementaryView(
            _ view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath,
            in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }

        internal func collectionView(
            _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
        ) -> Bool {
            collectionTarget.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }

        internal func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
            -> Bool
        {
            collectionTarget.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }

        internal func collectionView(
            _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
        ) -> Bool {
            collectionTarget.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }

        internal func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            collectionTarget.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
    }
#endif
