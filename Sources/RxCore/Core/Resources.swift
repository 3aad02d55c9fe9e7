/// Counts RxCore's live objects so tests can check that subscriptions leak nothing.
///
/// The count is kept in debug builds only; in release builds it stays at zero and costs nothing.
///
/// ```swift
/// let before = Resources.total
/// Observable.just(1).subscribe().dispose()
/// XCTAssertEqual(Resources.total, before)
/// ```
public enum Resources {
    @usableFromInline
    internal static let counter = AtomicCell<Int>(0)

    /// The number of observables, sinks and subscriptions currently alive (debug builds).
    public static var total: Int {
        counter.load(ordering: .acquiring)
    }

    /// Records that a tracked object was created.
    ///
    /// Inlinable, so that in release builds, where the body is empty, creating an object costs no
    /// call (the package builds every module in one configuration, so `DEBUG` agrees).
    @inlinable
    internal static func incrementTotal() {
        #if DEBUG
            counter.wrappingAdd(1, ordering: .relaxed)
        #endif
    }

    /// Records that a tracked object was released.
    @inlinable
    internal static func decrementTotal() {
        #if DEBUG
            counter.wrappingSubtract(1, ordering: .relaxed)
        #endif
    }
}
