#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIProgressView {
        /// Sets the progress, from 0 to 1.
        public var progress: Binder<Float> {
            mainActorBinder(base) { view, progress in view.progress = progress }
        }
    }
#endif
