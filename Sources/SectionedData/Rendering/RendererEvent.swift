/// Something a renderer reports, such as a row the user selected: the renderer calls ``send(_:)``,
/// and every handler added with ``addHandler(_:)`` receives the value.
///
/// The renderer protocols that report user actions (``SelectableListRenderer``,
/// ``EditableListRenderer``, …) require one event per kind of action, so a renderer needs no
/// reactive library to report them. The Rx bindings (`renderer.rx.itemSelected`,
/// `renderer.rx.modelSelected(_:)`, …) add a handler for each subscription and cancel it when the
/// subscription is disposed.
///
/// ```swift
/// final class TerminalTable: SelectableListRenderer {
///     let itemSelectedEvents = RendererEvent<ItemPath>()
///
///     func userPressedReturn(on path: ItemPath) {
///         itemSelectedEvents.send(path)
///     }
///     // ... the ListRenderer requirements
/// }
///
/// let registration = table.itemSelectedEvents.addHandler { path in print("selected", path) }
/// registration.cancel()
/// ```
///
/// Handlers run on the main actor, in the order they were added.
@MainActor
public final class RendererEvent<Value> {
    private var handlers: [(registration: Registration, handler: @MainActor (Value) -> Void)] = []

    /// Creates an event with no handlers.
    public nonisolated init() {}

    /// Calls every handler with `value`, in the order the handlers were added.
    ///
    /// A handler added during the call first receives the next value; a handler cancelled during
    /// the call is not called any more, even if its turn has not come yet.
    ///
    /// - Parameter value: What happened, such as the position of the row selected.
    /// - Complexity: O(*h*) in the number of handlers *h*, plus what the handlers do.
    public func send(_ value: Value) {
        for (registration, handler) in handlers where registration.event === self {
            handler(value)
        }
    }

    /// Adds a handler that receives every value sent until its registration is cancelled.
    ///
    /// - Parameter handler: Called on the main actor with each value.
    /// - Returns: The registration; ``Registration/cancel()`` removes the handler. Dropping the
    ///   registration does not remove it.
    public func addHandler(_ handler: @escaping @MainActor (Value) -> Void) -> Registration {
        let registration = Registration(event: self)
        handlers.append((registration, handler))
        return registration
    }

    /// The number of handlers that receive the values sent.
    public var handlerCount: Int {
        handlers.count
    }

    fileprivate func remove(_ registration: Registration) {
        handlers.removeAll { $0.registration === registration }
    }

    /// A handler added to a ``RendererEvent``, which ``cancel()`` removes.
    @MainActor
    public final class Registration {
        // Cleared by `cancel()`; the event holds its registrations, so the link back is weak.
        fileprivate weak var event: RendererEvent?

        fileprivate init(event: RendererEvent) {
            self.event = event
        }

        /// Removes the handler; it receives nothing more. Cancelling again does nothing.
        public func cancel() {
            let event = self.event
            self.event = nil
            event?.remove(self)
        }
    }
}
