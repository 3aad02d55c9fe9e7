#if canImport(UIKit) && !os(watchOS)
    /// Runs `body` on the main actor and returns its result, for code that RxCore's main-thread
    /// routes already run on the main thread (`ControlEvent` and `ControlProperty` subscribe and
    /// dispose on the main scheduler; `Binder` applies on it). It traps if called elsewhere, as
    /// `MainActor.assumeIsolated` does.
    internal func runOnMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
        MainActor.assumeIsolated { SameThreadValue(body()) }.value
    }

    /// A binder that applies each value to `target` on the main actor (the main scheduler, as
    /// every `Binder` by default).
    internal func mainActorBinder<Target: AnyObject, Value>(
        _ target: Target, _ apply: @escaping @MainActor (Target, Value) -> Void
    ) -> Binder<Value> {
        Binder(target) { target, value in
            let carried = SameThreadValue((target, value))
            runOnMainActor { apply(carried.value.0, carried.value.1) }
        }
    }

    /// A value handed across `MainActor.assumeIsolated`'s boundary on one thread.
    ///
    /// `@unchecked Sendable`: it never changes threads. `runOnMainActor` makes and reads it within
    /// one synchronous call on the main thread, where `assumeIsolated` has already checked that
    /// it runs.
    private struct SameThreadValue<Value>: @unchecked Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
#endif
