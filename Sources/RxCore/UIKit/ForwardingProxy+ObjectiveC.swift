// Everything the list and scroll bindings need from the Objective-C runtime, in one file.
#if canImport(UIKit) && !os(watchOS) && canImport(ObjectiveC) && !UIKIT_MODEL
    import Foundation
    import ObjectiveC
    import UIKit

    // A proxy implements only the members the bindings take. UIKit asks `responds(to:)` which members
    // its delegate or data source has: the proxy's own (a conditional one only while it is active)
    // and the forward object's. Messages the proxy does not implement go to `forwardingTarget(for:)`,
    // the forward object, so the app's delegate keeps receiving them unchanged. UIKit asks on the main
    // thread, and the answers need main-actor state: selectors cross into `assumeIsolated` as names.
    extension ForwardingProxy {
        override nonisolated internal func responds(to selector: Selector!) -> Bool {
            let own = super.responds(to: selector)
            let member = ConditionalMember(selector: selector)
            if own && member == nil { return true }
            guard Thread.isMainThread else { return own && member == nil }
            let name = NSStringFromSelector(selector)
            return MainActor.assumeIsolated {
                let forwardResponds =
                    (forward as? NSObjectProtocol)?.responds(to: NSSelectorFromString(name)) ?? false
                guard let member else { return forwardResponds }
                return forwardResponds || (own && isActive(member))
            }
        }

        override nonisolated internal func forwardingTarget(for selector: Selector!) -> Any? {
            guard Thread.isMainThread else { return super.forwardingTarget(for: selector) }
            let name = NSStringFromSelector(selector)
            nonisolated(unsafe) var target: AnyObject?
            MainActor.assumeIsolated {
                if let forward = forward as? NSObjectProtocol, forward.responds(to: NSSelectorFromString(name)) {
                    target = forward
                }
            }
            return target ?? super.forwardingTarget(for: selector)
        }
    }

    extension ConditionalMember {
        fileprivate init?(selector: Selector) {
            switch selector {
            case #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)): self = .commitEditing
            case #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)): self = .moveRow
            default: return nil
            }
        }
    }

    // The members a proxy takes pass the message on to the forward object when it implements them.

    extension TableViewDataSourceProxy {
        internal func forwardCommit(
            _ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath, in tableView: UITableView
        ) {
            forwardDataSource?.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
        }

        internal func forwardMoveRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView) {
            forwardDataSource?.tableView?(tableView, moveRowAt: source, to: destination)
        }
    }

    extension ScrollViewDelegateProxy {
        internal func forwardDidScroll(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidScroll?(scrollView)
        }

        internal func forwardDidZoom(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidZoom?(scrollView)
        }

        internal func forwardWillBeginDragging(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewWillBeginDragging?(scrollView)
        }

        internal func forwardWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            forwardScrollViewDelegate?.scrollViewWillEndDragging?(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }

        internal func forwardDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            forwardScrollViewDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        }

        internal func forwardWillBeginDecelerating(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewWillBeginDecelerating?(scrollView)
        }

        internal func forwardDidEndDecelerating(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidEndDecelerating?(scrollView)
        }

        internal func forwardDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
        }

        internal func forwardWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            forwardScrollViewDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
        }

        internal func forwardDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            forwardScrollViewDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
        }

        internal func forwardDidScrollToTop(_ scrollView: UIScrollView) {
            forwardScrollViewDelegate?.scrollViewDidScrollToTop?(scrollView)
        }
    }

    extension TableViewDelegateProxy {
        internal func forwardDidSelectRow(at indexPath: IndexPath, in tableView: UITableView) {
            forwardTableViewDelegate?.tableView?(tableView, didSelectRowAt: indexPath)
        }

        internal func forwardDidDeselectRow(at indexPath: IndexPath, in tableView: UITableView) {
            forwardTableViewDelegate?.tableView?(tableView, didDeselectRowAt: indexPath)
        }

        internal func forwardAccessoryButtonTapped(forRowWith indexPath: IndexPath, in tableView: UITableView) {
            forwardTableViewDelegate?.tableView?(tableView, accessoryButtonTappedForRowWith: indexPath)
        }

        internal func forwardWillDisplay(
            _ cell: UITableViewCell, forRowAt indexPath: IndexPath, in tableView: UITableView
        ) {
            forwardTableViewDelegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
        }

        internal func forwardDidEndDisplaying(
            _ cell: UITableViewCell, forRowAt indexPath: IndexPath, in tableView: UITableView
        ) {
            forwardTableViewDelegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    extension CollectionViewDelegateProxy {
        internal func forwardDidSelectItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
            forwardCollectionViewDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        }

        internal func forwardDidDeselectItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
            forwardCollectionViewDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        }

        internal func forwardWillDisplay(
            _ cell: UICollectionViewCell, forItemAt indexPath: IndexPath, in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        }

        internal func forwardDidEndDisplaying(
            _ cell: UICollectionViewCell, forItemAt indexPath: IndexPath, in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }

        internal func forwardWillDisplaySupplementaryView(
            _ view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath,
            in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView?(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }

        internal func forwardDidEndDisplayingSupplementaryView(
            _ view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath,
            in collectionView: UICollectionView
        ) {
            forwardCollectionViewDelegate?.collectionView?(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
    }
#endif
