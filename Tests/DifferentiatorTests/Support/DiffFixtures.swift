import DiffTestSupport

/// The lists the exact diff tests start from.
enum DiffFixtures {
    /// `A [1, 2, 3] | B [4, 5, 6] | C [7, 8, 9] | D [10]`.
    static let base = [
        section("A", [1, 2, 3]), section("B", [4, 5, 6]), section("C", [7, 8, 9]), section("D", [10]),
    ]
}
