import Dispatch

/// Releases a value on a background queue rather than on the main thread, where freeing a list of
/// a million items (and every string or object in them) would take longer than a frame.
///
/// `@unchecked Sendable` because `value` is written on the main actor before the box is handed to
/// the queue and only cleared, once, on the queue afterwards.
internal final class BackgroundRelease: @unchecked Sendable {
    private var value: Any?

    private init() {}

    /// Moves `value` out (leaving `empty` in its place) and releases it on a background queue.
    ///
    /// The value is freed there unless someone else still holds it.
    ///
    /// - Parameters:
    ///   - value: What to release; left holding `empty`.
    ///   - empty: What to leave in its place.
    internal static func release<Value>(_ value: inout Value, leaving empty: Value) {
        let box = BackgroundRelease()
        box.value = value
        value = empty
        DispatchQueue.global(qos: .utility).async {
            box.value = nil
        }
    }
}
