import RxCore

// Diffing on `diffScheduler`: one diff at a time, its result applied only if no newer list
// arrived and the sections shown did not change meanwhile.
extension SectionedAnimatedDataSource {
    internal func startDiff(
        to newSections: [Section], in renderer: any ListRenderer, on scheduler: any ImmediateSchedulerType
    ) {
        let diff = BackgroundDiff(from: sectionModels, to: newSections, differences: differences)
        runningDiff = diff
        runningDiffTarget = newSections
        runningDiffVersion = sectionModelsVersion
        weak let weakRenderer = renderer
        // The scheduler may run the diff, and deliver it, before `schedule` returns.
        diff.schedule(on: scheduler) { [weak self] delivery in
            self?.diffDidEnd(diff, delivery: delivery, in: weakRenderer)
        }
    }

    internal func diffDidEnd(
        _ diff: BackgroundDiff<Section>,
        delivery: BackgroundDiff<Section>.Delivery,
        in renderer: (any ListRenderer)?
    ) {
        guard runningDiff === diff else { return }
        runningDiff = nil
        var target = runningDiffTarget
        runningDiffTarget = []
        defer { discard(&target) }
        // A superseded result is dropped: the newest list is diffed against what is shown.
        if showPendingSections() { return }
        // A renderer gone or bound to another data source (the binding was disposed) gets nothing.
        guard let renderer, renderer.dataSource === self else { return }
        if runningDiffVersion != sectionModelsVersion {
            // The sections shown changed while the diff ran (a row was moved): diff again.
            show(target, in: renderer)
        } else if !renderer.isOnScreen {
            reload(target, in: renderer)
        } else if let outcome = delivery.outcome {
            present(outcome, of: target, in: renderer)
        }
    }
}
