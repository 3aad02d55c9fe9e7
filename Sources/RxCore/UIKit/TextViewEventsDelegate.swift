#if canImport(UIKit) && !os(watchOS)
    /// The text view delegate behind `UITextView.rx.text` (a ``SharedEventSource``): one event per
    /// `textViewDidChange(_:)`.
    ///
    /// While it is installed, the view's earlier delegate receives no calls (RxCocoa forwards them
    /// through a delegate proxy; RxCore does not). A text view's delegate is also its scroll view
    /// delegate.
    @MainActor
    internal final class TextViewEventsDelegate: NSObject, UITextViewDelegate, SharedEventSource {
        internal let events = PublishSubject<Void>()
        internal var subscriptionCount = 0
        private weak var textView: UITextView?
        private weak var previousDelegate: (any UITextViewDelegate)?

        private init(textView: UITextView) {
            self.textView = textView
            self.previousDelegate = textView.delegate
        }

        /// One `()` per user edit of `textView`, with this delegate installed while subscribed.
        nonisolated internal static func changes(of textView: UITextView) -> Observable<Void> {
            events(of: textView) { textView in
                if let delegate = textView.delegate as? TextViewEventsDelegate {
                    return delegate
                }
                let delegate = TextViewEventsDelegate(textView: textView)
                textView.delegate = delegate
                return delegate
            }
        }

        internal func uninstall() {
            if let textView, textView.delegate === self {
                textView.delegate = previousDelegate
            }
        }

        func textViewDidChange(_ textView: UITextView) {
            events.on(.next(()))
        }
    }
#endif
