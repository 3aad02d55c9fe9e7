#if canImport(UIKit) && !os(watchOS)
    /// The taps behind `UIBarButtonItem.rx.tap` (a ``SharedEventSource``): while subscribed, the
    /// item's `primaryAction` is this source's, shared by every subscriber; afterwards the item
    /// gets back the primary action it had.
    ///
    /// A bar item has no delegate to find the source through, so installed sources are kept in a
    /// table by item, holding them weakly: the subscriptions keep a source alive. The action's
    /// handler completes the taps when the item releases the action (when the item deallocates).
    @MainActor
    internal final class BarButtonItemTaps: SharedEventSource {
        private struct WeakSource {
            weak var source: BarButtonItemTaps?
        }

        private static var installed: [ObjectIdentifier: WeakSource] = [:]

        internal let events = PublishSubject<Void>()
        internal var subscriptionCount = 0
        private weak var item: UIBarButtonItem?
        private let itemIdentifier: ObjectIdentifier
        private let previousAction: UIAction?
        private var actionIdentifier: UIAction.Identifier?

        private init(item: UIBarButtonItem) {
            self.item = item
            self.itemIdentifier = ObjectIdentifier(item)
            self.previousAction = item.primaryAction
        }

        /// One `()` per tap of `item`, with the source's action installed while subscribed.
        nonisolated internal static func taps(of item: UIBarButtonItem) -> Observable<Void> {
            events(of: item) { item in
                if let source = installed[ObjectIdentifier(item)]?.source, source.item === item {
                    return source
                }
                let source = BarButtonItemTaps(item: item)
                source.install()
                return source
            }
        }

        private func install() {
            let released = ReleaseSignal { [events] in events.on(.completed) }
            let action = UIAction { [events] _ in
                withExtendedLifetime(released) { events.on(.next(())) }
            }
            actionIdentifier = action.identifier
            item?.primaryAction = action
            Self.installed[itemIdentifier] = WeakSource(source: self)
        }

        internal func uninstall() {
            Self.installed[itemIdentifier] = nil
            if let item, item.primaryAction?.identifier == actionIdentifier {
                item.primaryAction = previousAction
            }
        }
    }
#endif
