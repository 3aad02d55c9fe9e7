import RxCore

// The transitions the events of `AnimatedSectionsEngine` lead to. Each sets the phase before it
// calls the host or the view, and ends by calling the next transition (or returning), so that an
// event that arrives during a call finds the phase it must.
extension AnimatedSectionsEngine {
    /// Keeps `sections` as the pending list, replacing an older one.
    internal func wait(_ sections: [Section], for view: View) {
        if var superseded = pending?.sections {
            pending = nil
            differ.release(&superseded)
        }
        pending = PendingList(sections: sections, view: WeakView(view))
    }

    /// Shows a list: reloads, diffs at once, or starts a diff on the scheduler.
    internal func show(_ sections: [Section], in view: View, isShown: Bool) {
        phase = .busy
        guard let host else { return }
        guard isShown, host.isOnScreen(view) else {
            reload(sections, in: view)
            return
        }
        // Only `Sendable` sections leave the main actor.
        let background = differ.background.flatMap { differ in diffScheduler.map { (differ, $0) } }
        // Counting stops at the largest limit that matters: a thousand sections cost more to visit
        // (in generic code) than the rest of the main thread's share of an update.
        let countLimit = max(
            maximumAnimatedItemCount.map { $0 + 1 } ?? 0, background == nil ? 0 : backgroundDiffThreshold)
        let itemCount =
            Self.itemCount(host.sectionModels, upTo: countLimit) + Self.itemCount(sections, upTo: countLimit)
        if let limit = maximumAnimatedItemCount, itemCount > limit {
            reload(sections, in: view)
        } else if let (differ, scheduler) = background, itemCount >= backgroundDiffThreshold {
            let cancellation = BooleanDisposable()
            phase = .diffing(
                RunningDiff(view: WeakView(view), target: sections, cancellation: cancellation, isStale: false))
            // The scheduler may run the diff, and deliver it, before `start` returns.
            differ.start(host.sectionModels, sections, scheduler, cancellation) { [weak self] outcome in
                self?.diffDidEnd(cancellation, outcome: outcome)
            }
        } else {
            present(Result { try self.differ.differences(host.sectionModels, sections) }, of: sections, in: view)
        }
    }

    /// Shows a diffed list: reloads it, replaces the sections, or starts its first stage.
    internal func present(_ outcome: Outcome, of sections: [Section], in view: View) {
        phase = .busy
        guard let host else { return }
        switch outcome {
        case .failure(let error):
            if loggedErrors.insert(Self.identityKey(of: error)).inserted {
                host.log(diffError: error)
            }
            reload(sections, in: view)
        case .success(var stages) where stages.isEmpty:
            // Nothing to show, but a section model the diff cannot compare may have changed.
            differ.release(&stages)
            replaceSections(with: sections)
            settle(shownIn: view)
        case .success(var stages):
            switch host.viewTransition(for: stages, in: view) {
            case .animated:
                startStage(StagedChange(view: WeakView(view), stages: stages, current: 0))
            case .reload:
                differ.release(&stages)
                reload(sections, in: view)
            }
        }
    }

    /// Applies the stage `change.current` in one batch update.
    internal func startStage(_ change: StagedChange) {
        phase = .busy
        guard let host, let view = change.view.view else { return settle(shownIn: nil) }
        let stage = change.stages[change.current]
        replaceSections(with: stage.finalSections)
        phase = .startingStage(change, ended: false)
        let update = change.update
        host.performBatchUpdates(stage, in: view) { [weak self] _ in
            self?.stageDidEnd(update)
        }
        stageCallDidReturn(update)
    }

    /// Moves a change on once a stage's batch update has ended.
    internal func continueChange(_ change: StagedChange) {
        phase = .busy
        var change = change
        guard pending == nil, let view = boundView(change.view), let host else {
            // A list waits: the remaining stages are skipped, as its diff covers them. Or the view
            // is gone or shows another data source: it gets nothing more.
            differ.release(&change.stages)
            settle(shownIn: boundView(change.view))
            return
        }
        if change.isLastStage {
            differ.release(&change.stages)
            settle(shownIn: view)
        } else if change.isStale || !host.isOnScreen(view) {
            let finalSections = change.finalSections
            differ.release(&change.stages)
            if change.isStale {
                // The host's sections changed during the animation: the remaining stages no
                // longer start from them, so the change's list is diffed again.
                show(finalSections, in: view, isShown: true)
            } else {
                reload(finalSections, in: view)
            }
        } else {
            startStage(change.nextStage())
        }
    }

    /// Replaces the sections and reloads the view.
    internal func reload(_ sections: [Section], in view: View) {
        phase = .busy
        replaceSections(with: sections)
        host?.reloadData(of: view)
        settle(shownIn: view)
    }

    /// Becomes idle, then shows the pending list, if any, in its view, unless that view is gone or
    /// no longer bound to the host.
    internal func settle(shownIn view: View?) {
        phase = .idle(shownIn: WeakView(view))
        guard var next = pending else { return }
        pending = nil
        if let view = next.view.view, let host, host.isBound(to: view) {
            receive(next.sections, for: view)
        } else {
            differ.release(&next.sections)
        }
    }

    /// The view, if it still exists and takes its rows from the host.
    internal func boundView(_ view: WeakView) -> View? {
        guard let view = view.view, let host, host.isBound(to: view) else { return nil }
        return view
    }

    /// Gives the host new sections; the old ones, when `Sendable`, are released off the main actor.
    internal func replaceSections(with sections: [Section]) {
        guard let host else { return }
        var old = host.sectionModels
        host.setSections(sections)
        differ.release(&old)
    }
}

extension AnimatedSectionsEngine {
    /// The number of items in `sections`, or `limit` if there are at least that many.
    internal static func itemCount(_ sections: [Section], upTo limit: Int) -> Int {
        var count = 0
        for section in sections where count < limit {
            count += section.items.count
        }
        return min(count, limit)
    }

    /// What identifies a diff error for logging it once: its kind and the offending identity.
    internal static func identityKey(of error: any Swift.Error) -> String {
        func identity(_ value: Any) -> String {
            guard let identifiable = value as? any IdentifiableType else { return "\(value)" }
            return "\(identifiable.identity)"
        }
        switch error as? Diff.Error {
        case .duplicateItem(let item)?: return "item \(identity(item))"
        case .duplicateSection(let section)?: return "section \(identity(section))"
        case .invalidInitializerImplementation(_, _, let expectedIdentifier)?:
            return "initializer \(expectedIdentifier)"
        case nil: return "\(error)"
        }
    }

    /// Checks what every phase promises; called after each event in debug builds.
    internal func checkInvariants() {
        #if DEBUG
            switch phase {
            case .idle:
                precondition(pending == nil, "an idle engine keeps no pending list")
            case .startingStage(let change, _), .animating(let change):
                precondition(change.stages.indices.contains(change.current), "the running stage exists")
            case .busy, .diffing:
                break
            }
        #endif
    }
}
