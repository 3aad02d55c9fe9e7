import HeroesDemoSystem

/// How the demo asks the C allocator to keep memory, set once at launch.
///
/// Every keystroke that matches most of a million heroes builds arrays of tens of megabytes (a
/// search's positions, its rows), and the sectioned data source frees the previous ones. By
/// default glibc maps each such block afresh from the kernel and unmaps it on free, so every new
/// block is faulted in again page by page; on the virtual machines this project is measured on,
/// a page fault costs several microseconds, which made the first letter of a word take up to
/// twice as long. So on glibc the demo uses one arena for every thread (freed blocks are reused
/// by whichever thread allocates next), serves blocks of up to 32 MiB from it (more than any one
/// array a million heroes need: their names take about 21 MiB, a row for each 16 MiB), and never trims
/// it: the pages of the index build and of earlier searches are reused, at the price of keeping
/// the largest working set resident (`Scripts/measure_keystrokes.py` reports the peak resident
/// memory). Other C libraries keep their defaults.
///
/// ```swift
/// AllocatorPolicy.keepFreedMemory()  // first thing in `main`
/// ```
enum AllocatorPolicy {
    /// The largest block served from the arena instead of its own mapping.
    static let largestArenaBlock: Int32 = 32 << 20

    /// Applies the policy; call it before anything allocates much.
    ///
    /// - Returns: Whether the C library took every setting (always `false` off glibc).
    @discardableResult
    static func keepFreedMemory() -> Bool {
        heroes_keep_freed_memory(largestArenaBlock)
    }
}
