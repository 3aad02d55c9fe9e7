/// A group of disposables that are disposed together, in insertion order.
///
/// Adding to a group that is already disposed disposes the newcomer at once.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key!)   // disposes `subscription` and forgets it
/// group.dispose()           // disposes everything still inside
/// ```
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // `entries`, `nextKey` and `disposed` are guarded by `lock`; keys grow monotonically, so
    // `entries` stays sorted by key and lookups can bisect.
    private let lock = Lock()
    private var entries: [(key: UInt64, disposable: Disposable)] = []
    private var nextKey: UInt64 = 0
    private var disposed = false

    /// Creates an empty group.
    public init() {}

    /// Creates a group holding `disposable1` and `disposable2`.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group holding the three arguments.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group holding four or more disposables.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    ///   - disposable4: The fourth member.
    ///   - disposables: Further members, in order.
    public convenience init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group holding `disposables`.
    ///
    /// - Parameter disposables: The members, disposed in this order.
    public init(disposables: [Disposable]) {
        entries.reserveCapacity(disposables.count)
        for disposable in disposables {
            entries.append((nextKey, disposable))
            nextKey += 1
        }
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The number of members not yet disposed or removed.
    public var count: Int {
        lock.withLock { entries.count }
    }

    /// Adds `disposable` to the group.
    ///
    /// - Parameter disposable: The member to add.
    /// - Returns: A key for ``remove(for:)``, or `nil` if the group was already disposed, in which
    ///   case `disposable` has been disposed.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: UInt64? = lock.withLock {
            if disposed { return nil }
            let key = nextKey
            nextKey += 1
            entries.append((key, disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(rawValue: key)
    }

    /// Removes the member identified by `key` and disposes it.
    ///
    /// - Parameter key: A key returned by ``insert(_:)``; unknown keys are ignored.
    /// - Complexity: O(*n*) in the number of members.
    public func remove(for key: DisposeKey) {
        let removed: Disposable? = lock.withLock {
            guard let index = indexOf(key.rawValue) else { return nil }
            return entries.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every member in insertion order and releases them.
    public func dispose() {
        let members: [(key: UInt64, disposable: Disposable)] = lock.withLock {
            if disposed { return [] }
            disposed = true
            let members = entries
            entries = []
            return members
        }
        for member in members {
            member.disposable.dispose()
        }
    }

    private func indexOf(_ key: UInt64) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < entries.count && entries[low].key == key ? low : nil
    }
}
