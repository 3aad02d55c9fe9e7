#if canImport(UIKit) && !os(watchOS)
    /// Adds a closure as a gesture recognizer's target, the one place RxCore's UIKit code needs
    /// the Objective-C runtime: UIKit calls a recognizer's targets through a selector. Without the
    /// runtime (the UIKit model on Linux), it uses the model's closure route.
    internal enum GestureTarget {
        /// Calls `handler` with the recognizer whenever UIKit calls its targets, until the returned
        /// disposable is disposed (on the main thread).
        @MainActor
        internal static func add(
            to recognizer: UIGestureRecognizer, _ handler: @escaping @MainActor (UIGestureRecognizer) -> Void
        ) -> Disposable {
            #if canImport(ObjectiveC)
                let target = SelectorTarget(handler)
                recognizer.addTarget(target, action: #selector(SelectorTarget.handle(_:)))
                return Disposables.create { [weak recognizer] in
                    runOnMainActor {
                        recognizer?.removeTarget(target, action: #selector(SelectorTarget.handle(_:)))
                    }
                }
            #else
                let target = recognizer.modelAddTarget(handler)
                return Disposables.create { [weak recognizer] in
                    runOnMainActor { recognizer?.modelRemoveTarget(target) }
                }
            #endif
        }
    }

    #if canImport(ObjectiveC)
        /// The object a recognizer calls through `handle(_:)`; the subscription's disposable keeps
        /// it alive, because UIKit does not retain targets.
        @MainActor
        private final class SelectorTarget: NSObject {
            private let handler: @MainActor (UIGestureRecognizer) -> Void

            init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
                self.handler = handler
            }

            @objc func handle(_ recognizer: UIGestureRecognizer) {
                handler(recognizer)
            }
        }
    #endif
#endif
