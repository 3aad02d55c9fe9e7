/// How long the subject behind `share(replay:scope:)` lives, which decides what a subscriber
/// that arrives after a connection ended gets.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source gets its own subject; the replay buffer is cleared when
    /// the source terminates or the last subscriber leaves. The recommended default: `retry` and
    /// `concat` after `share` subscribe the source again, as they should.
    ///
    /// Equivalent to `source.multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`.
    case whileConnected

    /// One subject serves every connection: a later connection's subscribers may see elements
    /// replayed from an earlier one, and after the source terminates every new subscriber gets
    /// the replayed elements and the terminal event without subscribing to the source again.
    ///
    /// Equivalent to `source.multicast(ReplaySubject.create(bufferSize: replay)).refCount()`.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the latest
    /// `replay` elements to each new subscriber.
    ///
    /// ```swift
    /// let user = api.currentUser().share(replay: 1)
    /// user.map(\.name).bind(to: nameLabel).disposed(by: bag)
    /// user.map(\.avatar).bind(to: avatarView).disposed(by: bag)  // one request, not two
    /// ```
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one
    /// leaves; `scope` says what happens to the replay buffer after that.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once; not negative.
    ///   - scope: The lifetime of the sharing subject; see ``SubjectLifetimeScope``.
    /// - Returns: An observable that shares its subscription to this sequence.
    /// - Complexity: O(`replay`) memory for the replayed elements; a new subscriber receives up to `replay` elements
    ///   at once; each element costs O(*s*) for *s* subscribers.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:) needs a non-negative buffer size, got \(replay)")
        switch (scope, replay) {
        case (.whileConnected, 0):
            return multicast(makeSubject: { PublishSubject<Element>() }).refCount()
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
        case (.forever, 0):
            return multicast(PublishSubject<Element>()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        }
    }
}
