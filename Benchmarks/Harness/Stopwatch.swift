import Foundation
import MallocCounter

/// What one measured run cost: wall time and heap allocations, per operation.
struct Sample {
    var nanosecondsPerOperation: Double
    var allocationsPerOperation: Double
}

/// Times closures with a monotonic clock and counts the heap allocations they make.
enum Stopwatch {
    /// Nanoseconds since an arbitrary fixed point, from the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `body` once and reports its cost divided by `operations`.
    static func sample(operations: Int, _ body: () -> Void) -> Sample {
        let allocationsBefore = malloc_counter_read()
        let start = now()
        body()
        let end = now()
        let allocations = malloc_counter_read() - allocationsBefore
        return Sample(
            nanosecondsPerOperation: Double(end - start) / Double(operations),
            allocationsPerOperation: Double(allocations) / Double(operations)
        )
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not optimized away.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
