/// Collects subscriptions and disposes them, first in first out, when the bag is deallocated.
///
/// Keep a bag as a property of the object that owns the subscriptions; when the owner goes away,
/// so do its subscriptions.
///
/// ```swift
/// final class ViewModel {
///     private let disposeBag = DisposeBag()
///     init(query: Observable<String>) {
///         query.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
///     }
/// }
/// ```
public final class DisposeBag: @unchecked Sendable {
    // `disposables` is guarded by `lock`.
    private let lock = Lock()
    private var disposables: [Disposable] = []

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag that already holds `disposables`.
    ///
    /// - Parameter disposables: The subscriptions to hold.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag that already holds `disposables`.
    ///
    /// - Parameter disposables: The subscriptions to hold.
    public init(disposing disposables: [Disposable]) {
        self.disposables = disposables
    }

    /// Creates a bag that holds the disposables built by `builder`.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     a.subscribe()
    ///     b.subscribe()
    /// }
    /// ```
    ///
    /// - Parameter builder: A result builder listing subscriptions.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds a disposable; it is disposed when the bag is deallocated.
    ///
    /// - Parameter disposable: The subscription to hold.
    public func insert(_ disposable: Disposable) {
        lock.withLock { disposables.append(disposable) }
    }

    /// Adds several disposables at once.
    ///
    /// - Parameter disposables: The subscriptions to hold.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables at once.
    ///
    /// - Parameter disposables: The subscriptions to hold.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds the disposables built by `builder`.
    ///
    /// ```swift
    /// bag.insert {
    ///     a.subscribe()
    ///     b.subscribe()
    /// }
    /// ```
    ///
    /// - Parameter builder: A result builder listing subscriptions.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    deinit {
        // Nothing else can reach the bag any more, so no lock is needed here.
        for disposable in disposables {
            disposable.dispose()
        }
    }
}

/// Builds an array of disposables for ``DisposeBag/insert(builder:)``.
@resultBuilder
public enum DisposableBuilder {
    /// Collects the listed disposables.
    ///
    /// - Parameter disposables: The disposables in the block.
    /// - Returns: The disposables in order.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
        disposables
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that will own the subscription.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
