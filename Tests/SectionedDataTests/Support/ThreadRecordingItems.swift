import Foundation
import SectionedData

/// Counts the calls of items' `==` and `identity`, on and off the main thread.
final class ThreadLog: @unchecked Sendable {
    // `lock` guards both counts.
    private let lock = NSLock()
    private var onMain = 0
    private var offMain = 0

    func record() {
        let isMain = Thread.isMainThread
        lock.withLock {
            if isMain { onMain += 1 } else { offMain += 1 }
        }
    }

    /// The calls made on the main thread and on others so far.
    var counts: (onMainThread: Int, offMainThread: Int) {
        lock.withLock { (onMain, offMain) }
    }
}

/// An item that is not `Sendable` (a class with mutable state), recording the thread of each call
/// of its `==` and `identity` in `log`.
final class MutableItem: IdentifiableType, Equatable, CustomStringConvertible {
    let id: Int
    var version: Int
    let log: ThreadLog

    init(_ id: Int, version: Int = 0, log: ThreadLog) {
        self.id = id
        self.version = version
        self.log = log
    }

    var identity: Int {
        log.record()
        return id
    }

    static func == (lhs: MutableItem, rhs: MutableItem) -> Bool {
        lhs.log.record()
        return lhs.id == rhs.id && lhs.version == rhs.version
    }

    var description: String { "\(id)" + (version == 0 ? "" : "'") }
}

/// The same item, immutable and so `Sendable`.
final class ImmutableItem: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let version: Int
    let log: ThreadLog

    init(_ id: Int, version: Int = 0, log: ThreadLog) {
        self.id = id
        self.version = version
        self.log = log
    }

    var identity: Int {
        log.record()
        return id
    }

    static func == (lhs: ImmutableItem, rhs: ImmutableItem) -> Bool {
        lhs.log.record()
        return lhs.id == rhs.id && lhs.version == rhs.version
    }

    var description: String { "\(id)" + (version == 0 ? "" : "'") }
}

/// Sections of items that are not `Sendable`: `AnimatableSectionModel` is `Sendable` only when its
/// items are.
typealias MutableSection = AnimatableSectionModel<String, MutableItem>

/// Sections of `Sendable` items.
typealias ImmutableSection = AnimatableSectionModel<String, ImmutableItem>

/// Reports, on `log`, the thread each instance is freed on.
final class FreedOnThread: Sendable, Equatable, IdentifiableType {
    let id: Int
    let log: ErrorLog

    init(_ id: Int, log: ErrorLog) {
        self.id = id
        self.log = log
    }

    var identity: Int { id }

    static func == (lhs: FreedOnThread, rhs: FreedOnThread) -> Bool { lhs.id == rhs.id }

    deinit {
        log.append("freed on the main thread: \(Thread.isMainThread)")
    }
}
