/// An object that is both an observable sequence and an observer feeding it.
public protocol SubjectType: ObservableType {
    /// The observer type that feeds the subject.
    associatedtype Observer: ObserverType

    /// Returns the observer side of the subject.
    ///
    /// - Returns: An observer whose events the subject re-emits.
    func asObserver() -> Observer
}
