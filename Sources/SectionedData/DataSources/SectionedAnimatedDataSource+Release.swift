// Where lists are let go: a large list is freed on a background queue, as freeing a million
// items on the main thread would take longer than a frame.
extension SectionedAnimatedDataSource {
    /// Replaces the sections; the old ones, when large, are released on a background queue.
    internal func replaceSections(with sections: [Section]) {
        var old = sectionModels
        setSections(sections)
        discard(&old)
    }

    /// Forgets the stages of the change being applied, releasing large ones on a background
    /// queue.
    internal func endStages() {
        nextStage = 0
        guard let last = stages.last else { return }
        if isLarge(last.finalSections) {
            BackgroundRelease.release(&stages, leaving: [])
        } else {
            stages = []
        }
    }

    /// Empties `sections`, releasing a large list on a background queue rather than here.
    internal func discard(_ sections: inout [Section]) {
        if isLarge(sections) {
            BackgroundRelease.release(&sections, leaving: [])
        } else {
            sections = []
        }
    }

    /// Whether a list is worth releasing elsewhere: the latest change was large enough to be
    /// diffed off the main thread (counting again would cost as much as the release).
    internal func isLarge(_ sections: [Section]) -> Bool {
        handlesLargeLists && !sections.isEmpty
    }

    internal func discard(_ sections: inout [Section]?) {
        guard var list = sections else { return }
        sections = nil
        discard(&list)
    }
}
