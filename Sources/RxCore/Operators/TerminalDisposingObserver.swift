/// Forwards events to `observer` and disposes `disposable` after a terminal event.
///
/// How the operators that swap in a second sequence (`ifEmpty(switchTo:)`,
/// `Observable.catch(sequence:)`) release the whole subscription once the sequence they switched
/// to terminates.
internal final class TerminalDisposingObserver<Element>: ObserverType {
    private let observer: AnyObserver<Element>
    private let disposable: Disposable

    internal init(observer: AnyObserver<Element>, disposable: Disposable) {
        self.observer = observer
        self.disposable = disposable
    }

    internal func on(_ event: Event<Element>) {
        observer.on(event)
        if event.isStopEvent { disposable.dispose() }
    }
}
