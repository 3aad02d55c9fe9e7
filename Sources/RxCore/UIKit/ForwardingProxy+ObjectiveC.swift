// Everything the list and scroll bindings need from the Objective-C runtime, in one file.
#if canImport(UIKit) && !os(watchOS) && canImport(ObjectiveC) && !UIKIT_MODEL
    import ObjectiveC
    import UIKit

    // A proxy implements only the members the bindings take. UIKit asks `responds(to:)` which members
    // its delegate or data source has: the proxy's own (a conditional one only while it is active)
    // and the forward object's. Messages the proxy does not implement go to `forwardingTarget(for:)`,
    // the forward object, so the app's delegate keeps receiving them unchanged.
    extension ForwardingProxy {
        override internal func responds(to selector: Selector!) -> Bool {
            let forwardResponds = (forward as? NSObjectProtocol)?.responds(to: selector) ?? false
            if let member = ConditionalMember(selector: selector), !isActive(member) {
                return forwardResponds
            }
            return super.responds(to: selector) || forwardResponds
        }

        override internal func forwardingTarget(for selector: Selector!) -> Any? {
            if let forward = forward as? NSObjectProtocol, forward.responds(to: selector) {
                return forward
            }
            return super.forwardingTarget(for: selector)
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
