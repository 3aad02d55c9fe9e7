extension InfallibleType {
    /// Drops elements followed by another one within `dueTime`, emitting an element once the
    /// source has been quiet that long.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element needs.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The debounced elements.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`: the first of a burst and, with `latest`, the last.
    ///
    /// - Parameters:
    ///   - dueTime: The minimum time between two elements.
    ///   - latest: Whether to emit the latest element of a window when it ends.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The throttled elements.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<
        Element
    > {
        Infallible(raw: asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Shares one subscription to this sequence among all subscribers, replaying the latest
    /// `replay` elements to each new one.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once.
    ///   - scope: The lifetime of the sharing subject; see ``SubjectLifetimeScope``.
    /// - Returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(raw: asObservable().share(replay: replay, scope: scope))
    }

    /// Prints every event, subscription and disposal, tagged with `identifier`, for debugging.
    ///
    /// - Parameters:
    ///   - identifier: The tag; by default the file and line of the call.
    ///   - trimOutput: Whether to shorten long element descriptions.
    ///   - file: The file of the call.
    ///   - line: The line of the call.
    ///   - function: The function of the call.
    /// - Returns: The same sequence, printing as it goes.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            raw: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }
}

extension Infallible {
    /// Runs side effects for the events, leaving them unchanged.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is delivered.
    ///   - afterNext: Called with each element after it was delivered.
    ///   - onCompleted: Called before completion is delivered.
    ///   - afterCompleted: Called after completion was delivered.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called when the subscription ends for any reason.
    /// - Returns: The same sequence, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            raw: source.do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}
