// libFuzzer target: two lists of sections built from the input bytes. Every stage of their diff
// must be a valid batch update under BatchUpdateValidator, the stages must reach the final
// sections with headers and rows refreshed, and lists with a repeated identity must throw.
// Built with Differentiator's sources in one module by Scripts/fuzz.sh.

/// A section header whose title can change while its identity stays.
struct FuzzHeader: IdentifiableType, Equatable {
    let id: UInt8
    let title: UInt8
    var identity: UInt8 { id }
}

/// An item whose content can change while its identity stays.
struct FuzzItem: IdentifiableType, Equatable {
    let id: UInt8
    let content: UInt8
    var identity: UInt8 { id }
}

typealias FuzzSection = AnimatableSectionModel<FuzzHeader, FuzzItem>

/// Reads small numbers from the input, then zeros once it is used up.
struct ByteReader {
    var bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    mutating func next(below limit: UInt8) -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset] % limit
    }

    mutating func sections() -> [FuzzSection] {
        // Identities come from small ranges so that repeats, moves and matches are common.
        (0..<Int(next(below: 6))).map { _ in
            let header = FuzzHeader(id: next(below: 8), title: next(below: 2))
            let items = (0..<Int(next(below: 8))).map { _ in FuzzItem(id: next(below: 24), content: next(below: 2)) }
            return FuzzSection(model: header, items: items)
        }
    }
}

func hasRepeatedIdentity(_ sections: [FuzzSection]) -> Bool {
    let headers = sections.map(\.identity)
    let items = sections.flatMap(\.items).map(\.identity)
    return Set(headers).count != headers.count || Set(items).count != items.count
}

func displayed(_ sections: [FuzzSection]) -> [BatchUpdateValidator.DisplayedSection<FuzzHeader, FuzzItem>] {
    BatchUpdateValidator.displayed(sections, header: \.model, row: { $0 })
}

/// libFuzzer's entry point: runs the diff on one input and stops the program if a property fails.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: How many bytes `data` holds.
/// - Returns: 0, which tells libFuzzer to keep the input if it reached new code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let initial = reader.sections()
    let final = reader.sections()
    let stages: [Changeset<FuzzSection>]
    do {
        stages = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
    } catch {
        precondition(
            hasRepeatedIdentity(initial) || hasRepeatedIdentity(final),
            "the diff threw \(error) for lists without a repeated identity:\n\(initial)\n\(final)")
        return 0
    }
    if initial == final {
        precondition(stages.isEmpty, "equal lists gave \(stages.count) stages")
        return 0
    }
    precondition(
        !hasRepeatedIdentity(initial) && !hasRepeatedIdentity(final),
        "the diff accepted a repeated identity:\n\(initial)\n\(final)")
    var shown = displayed(initial)
    var held = initial
    for (index, stage) in stages.enumerated() {
        precondition(stage.originalSections == held, "stage \(index) starts from sections the list does not hold")
        do {
            shown = try BatchUpdateValidator.apply(stage, to: shown, header: \.model, row: { $0 })
        } catch {
            preconditionFailure("stage \(index) is invalid: \(error)\n\(initial)\n\(final)")
        }
        precondition(shown == displayed(stage.finalSections), "stage \(index) does not show its final sections")
        held = stage.finalSections
    }
    precondition(held == final, "the stages end at \(held), not at \(final)")
    return 0
}
