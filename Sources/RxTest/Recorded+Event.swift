import RxCore

extension Recorded {
    /// A `next` event recorded at `time`.
    ///
    /// ```swift
    /// let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
    /// ```
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - element: The element.
    /// - Returns: The recorded event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event recorded at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - type: The element type, where the context does not give it.
    /// - Returns: The recorded event.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event recorded at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - error: The error.
    ///   - type: The element type, where the context does not give it.
    /// - Returns: The recorded event.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// Returns its arguments as an array; helps type inference where a literal cannot.
    ///
    /// ```swift
    /// let expected = Recorded.events(.next(210, 2), .completed(250))
    /// ```
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// Returns `recordedEvents`; helps type inference where a literal cannot.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The same events.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
