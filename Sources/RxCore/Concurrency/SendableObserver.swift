/// Carries an observer into a `Task`.
///
/// `@unchecked Sendable` because the observers it carries are the serializing sinks behind
/// `Observable.create` (and `Single.create`, which builds on it): they accept events from any
/// thread, queue overlapping ones, and drop everything after the first terminal event, so the
/// task may call them while other threads dispose the subscription.
internal struct SendableObserver<Observer>: @unchecked Sendable {
    internal let observer: Observer

    internal init(_ observer: Observer) {
        self.observer = observer
    }
}
