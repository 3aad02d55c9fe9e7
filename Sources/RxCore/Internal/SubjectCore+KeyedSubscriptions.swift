/// Keyed subscriptions (``SubjectSubscription``): subscribers listed under a key instead of a
/// subscription object, so that subscribing and disposing allocate nothing.
///
/// A keyed subscription is made only when the queue is free (``SerializingQueue/tryAcquire()``),
/// so the subject names its slot and key before anything is delivered to it. Disposing it removes
/// the entry at once when the queue is free; otherwise (from inside one of the subject's
/// observers, or while another thread runs an operation) it records the key in `pendingRemovals`
/// and queues the removal, and dispatch skips the entry meanwhile, so a subscription hears nothing
/// from the moment it is disposed.
extension SubjectCore {
    /// Set in the queue's `flags` word while `pendingRemovals` is not empty (the core uses no
    /// other flag): the bit dispatch tests in the word a keyed entry's slot points to.
    @inlinable
    internal static var removalsPendingFlag: Int { ObserverList<Element>.stopBit }

    /// Subscribes `entry`, unless another operation runs on the subject.
    ///
    /// The entry gets what the policy replays, or the terminal event (or `RxError.disposed`) when
    /// the subject has terminated (or was disposed), as ``subscribe(_:_:owner:)`` gives; it is
    /// listed only while the subject runs. Its wrappers learn the subscription before anything is
    /// delivered, so a sink that ends its own sequence can dispose it during the replay.
    ///
    /// - Parameters:
    ///   - owner: The subject, named in `RxError.disposed(object:)`.
    ///   - program: The stages of a fused chain to run in the slot (see ``SlotProgram``); then
    ///     the entry is the chain's subscriber's, and everything reaches it through `program`.
    ///   - entry: Memory holding the entry to move into the subject (see ``KeyedEntry``).
    ///   - wrappers: The wrappers of the chains in between, applied once the subscription is
    ///     known.
    /// - Returns: The subscription, or `nil` (and `entry` was left where it was) when the queue
    ///   was busy.
    @inlinable
    @inline(__always)
    internal func attachKeyed(
        owner: AnyObject,
        program: Unmanaged<SlotProgram<Element>>? = nil,
        _ entry: UnsafeMutableRawPointer,
        wrappers: UnsafePointer<KeyedEntryWrapper>? = nil
    ) -> SubjectSubscription? {
        guard tryAcquire() else { return nil }
        let entry = KeyedEntry(entry, wrappers: wrappers)
        let subscription: SubjectSubscription
        if _fastPath(!disposedByOwner && stopEvent == nil) {
            if let program {
                subscription = program._withUnsafeGuaranteedRef { attachProgramWhileRunning($0, entry) }
            } else {
                subscription = attachKeyedWhileRunning(entry)
            }
        } else {
            subscription = attachKeyedAfterTermination(owner: owner, program: program?.takeUnretainedValue(), entry)
        }
        releaseQueue()
        return subscription
    }

    // `attachKeyed` on a running subject: replays what the policy keeps, then lists the entry.
    @inlinable
    @inline(__always)
    internal func attachKeyedWhileRunning(_ entry: KeyedEntry) -> SubjectSubscription {
        let key = nextKey
        nextKey &+= 1
        let subscription = SubjectSubscription(
            unsubscriber: sharedUnsubscriber(), slot: observers.reserveSlot(), key: key)
        let entry = entry.take(for: subscription, as: Element.self)
        if Policy.replaysWhileRunning {
            // Like a broadcast, what a new subscriber is sent stops the moment it is disposed.
            policy.replay(stopEvent: nil) { event in
                if !isRemovalPending(key) { entry.deliver(event, subscription: nil) }
            }
            if isRemovalPending(key) { return subscription }
        }
        // Nothing mutated the list since `reserveSlot()`: operations that arrived during the
        // replay are queued behind this one.
        let slot = observers.append(consume entry, key: key, stopWord: flags)
        assert(slot == subscription.slot, "SubjectCore: a keyed subscription was listed in another slot")
        observerCount.store(observers.count, ordering: .releasing)
        return subscription
    }

    // `attachKeyed` with a program on a running subject: the slot is built in place first, so
    // that the replay runs through the program with the slot's state, then listed unless a stage
    // threw. Nothing mutates the list meanwhile: operations that arrive during the replay are
    // queued behind this one.
    @inlinable
    @inline(__always)
    internal func attachProgramWhileRunning(
        _ program: SlotProgram<Element>,
        _ entry: KeyedEntry
    ) -> SubjectSubscription {
        let key = nextKey
        nextKey &+= 1
        let slot = observers.reserveSlot()
        let storage = observers.storage(ofReserved: slot)
        let subscription = SubjectSubscription(unsubscriber: sharedUnsubscriber(), slot: slot, key: key)
        storage.initialize(
            to: ObserverList<Element>.Slot(
                entry: entry.take(for: subscription, as: Element.self),
                subscription: nil,
                key: key,
                stopWord: ObserverList<Element>.programStopWord,
                program: program.deliver
            )
        )
        if Policy.replaysWhileRunning {
            var failed = false
            policy.replay(stopEvent: nil) { event in
                if !failed, !isRemovalPending(key) { failed = SlotProgram.call(program.deliver, event, storage) }
            }
            if failed || isRemovalPending(key) {
                storage.deinitialize(count: 1)
                return subscription
            }
        }
        let listed = observers.listReservedSlot()
        assert(listed == subscription.slot, "SubjectCore: a keyed subscription was listed in another slot")
        observerCount.store(observers.count, ordering: .releasing)
        return subscription
    }

    // `attachKeyed` on a terminated or disposed subject: the entry gets what the policy replays
    // and the terminal event (or `RxError.disposed`), through the program if there is one, and
    // is not listed.
    @inlinable
    @inline(never)
    internal func attachKeyedAfterTermination(
        owner: AnyObject,
        program: SlotProgram<Element>?,
        _ entry: KeyedEntry
    ) -> SubjectSubscription {
        let key = nextKey
        nextKey &+= 1
        let subscription = SubjectSubscription(unsubscriber: sharedUnsubscriber(), slot: -1, key: key)
        var slot = ObserverList<Element>.Slot(
            entry: entry.take(for: subscription, as: Element.self),
            subscription: nil,
            key: key,
            stopWord: program == nil ? flags : ObserverList<Element>.programStopWord,
            program: program?.deliver
        )
        var failed = false
        // Stops after a stage threw: the entry got that error, its terminal event.
        func deliver(_ event: Event<Element>) {
            guard !failed else { return }
            if let program {
                failed = withUnsafeMutablePointer(to: &slot) { SlotProgram.call(program.deliver, event, $0) }
            } else {
                slot.entry.deliver(event, subscription: nil)
            }
        }
        if disposedByOwner {
            deliver(.error(RxError.disposed(object: owner)))
        } else if let stopEvent {
            // See `SubjectCore+TerminalDelivery.swift`.
            let previous = beginTerminalDelivery()
            defer { endTerminalDelivery(restoring: previous) }
            policy.replay(stopEvent: stopEvent) { deliver($0) }
            deliver(stopEvent)
        }
        return subscription
    }

    /// ``removeKeyedFromAnyThread(slot:key:)`` for a slot whose program reported that a stage
    /// threw during a broadcast; out of line, so that dispatch stays small.
    @inlinable
    @inline(never)
    internal func removeKeyedAfterFailure(slot: Int, key: Int) {
        removeKeyedFromAnyThread(slot: slot, key: key)
    }

    /// Removes the keyed subscriber in `slot` if it still has `key`, from any thread: directly
    /// when the queue is free, otherwise through a queued operation, after marking the key so that
    /// dispatch skips the entry until then.
    @inlinable
    @inline(__always)
    internal func removeKeyedFromAnyThread(slot: Int, key: Int) {
        if tryAcquire() {
            unsubscribeKeyed(slot: slot, key: key)
            releaseQueue()
        } else {
            markRemovalPending(key)
            perform(.unsubscribeKeyed(slot: slot, key: key))
        }
    }

    /// Removes the keyed subscriber in `slot` if it still has `key`, and forgets a pending removal
    /// of `key`. Operations only.
    @inlinable
    @inline(__always)
    internal func unsubscribeKeyed(slot: Int, key: Int) {
        if observers.remove(at: slot, key: key) {
            observerCount.store(observers.count, ordering: .releasing)
        }
        if flags.load(ordering: .acquiring) & Self.removalsPendingFlag != 0 { forgetPendingRemoval(key) }
    }

    /// Whether the keyed subscription with `key` was disposed and its removal is queued; one
    /// atomic load unless some removal is pending. Operations only; dispatch calls it for a
    /// keyed slot whose `stopWord` has the flag set, and for every slot with a program.
    @inlinable
    @inline(__always)
    internal func isRemovalPending(_ key: Int) -> Bool {
        flags.load(ordering: .acquiring) & Self.removalsPendingFlag != 0 && pendingRemovalsContain(key)
    }

    @inlinable
    @inline(never)
    internal func pendingRemovalsContain(_ key: Int) -> Bool {
        lock.withLock { pendingRemovals.contains(key) }
    }

    @inlinable
    @inline(never)
    internal func markRemovalPending(_ key: Int) {
        lock.withLock {
            if !pendingRemovals.contains(key) { pendingRemovals.append(key) }
            flags.store(Self.removalsPendingFlag, ordering: .releasing)
        }
    }

    @inlinable
    @inline(never)
    internal func forgetPendingRemoval(_ key: Int) {
        lock.withLock {
            pendingRemovals.removeAll { $0 == key }
            if pendingRemovals.isEmpty { flags.store(0, ordering: .releasing) }
        }
    }
}
