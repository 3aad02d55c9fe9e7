#if canImport(UIKit) && !os(watchOS)
    /// Calls a closure when it is released: put inside a closure that a UIKit object owns (a
    /// `UIAction`'s handler), it says that the object let go of the closure, which happens when the
    /// object deallocates.
    ///
    /// The control events and properties complete through it when their control deallocates, the
    /// way RxCocoa completes them through `rx.deallocated`, without the Objective-C runtime.
    internal final class ReleaseSignal {
        private let onRelease: () -> Void

        internal init(_ onRelease: @escaping () -> Void) {
            self.onRelease = onRelease
        }

        deinit {
            onRelease()
        }
    }
#endif
