@testable import RxCore

/// Notices overlapping calls, for observers whose elements are not the distinct integers that
/// `ContractProbe` expects: call ``enter()`` first and ``leave()`` last in `on(_:)`.
final class OverlapDetector: Sendable {
    private let depth = AtomicCell<Int>(0)
    private let overlaps = AtomicCell<Int>(0)

    /// Whether two calls ever overlapped.
    var overlapped: Bool {
        overlaps.load(ordering: .acquiring) != 0
    }

    func enter() {
        if depth.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            overlaps.wrappingAdd(1, ordering: .relaxed)
        }
    }

    func leave() {
        depth.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}
