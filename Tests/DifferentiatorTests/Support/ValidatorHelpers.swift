import DiffTestSupport
import Differentiator
import XCTest

typealias Shown = BatchUpdateValidator.DisplayedSection<Header, Row>

/// What a list shows for `sections`: headers are the section models, rows the items.
func shown(_ sections: [TestSection]) -> [Shown] {
    BatchUpdateValidator.displayed(sections, header: \.model, row: { $0 })
}

/// Applies `stage` to what the list shows for `before`.
func apply(_ stage: Changeset<TestSection>, to before: [TestSection]) throws(BatchUpdateValidator.Error) -> [Shown] {
    try BatchUpdateValidator.apply(stage, to: shown(before), header: \.model, row: { $0 })
}

/// Asserts that applying `stage` to `before` fails with `expected`, whose description is
/// `message`.
func assertRejects(
    _ stage: Changeset<TestSection>,
    from before: [TestSection],
    _ expected: BatchUpdateValidator.Error,
    _ message: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        let result = try apply(stage, to: before)
        XCTFail("accepted, showing \(result)", file: file, line: line)
    } catch {
        XCTAssertEqual(error, expected, file: file, line: line)
        XCTAssertEqual(error.description, message, file: file, line: line)
    }
}
