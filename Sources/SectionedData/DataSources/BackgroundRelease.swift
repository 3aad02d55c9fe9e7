import Dispatch
import Foundation

/// Releases a `Sendable` value on a background queue rather than on the main thread, where
/// freeing a list of a million items (and every string or object in them) would take longer than
/// a frame.
///
/// The value is moved into a box, and the queue empties the box: the value is freed there
/// whichever thread lets go of the box last, unless someone else still holds it.
/// `@unchecked Sendable` because `value` is guarded by `lock`; `Value` is `Sendable`, so it may be
/// freed on the queue.
internal final class BackgroundRelease<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    private init(_ value: Value) {
        self.value = value
    }

    /// Moves `value` out (leaving `empty` in its place) and releases it on a background queue.
    ///
    /// - Parameters:
    ///   - value: What to release; left holding `empty`.
    ///   - empty: What to leave in its place.
    internal static func release(_ value: inout Value, leaving empty: Value) {
        let box = BackgroundRelease(value)
        value = empty
        DispatchQueue.global(qos: .utility).async {
            // Taken out under the lock and freed when `taken` goes out of scope, on this queue.
            let taken = box.lock.withLock { box.value.take() }
            _ = taken
        }
    }
}
