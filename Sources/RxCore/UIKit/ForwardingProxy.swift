#if canImport(UIKit) && !os(watchOS)
    import Dispatch
    import UIKit

    /// The base of the objects the list and scroll bindings install as a view's delegate or data
    /// source: each answers the members the bindings take and forwards every other member to the
    /// object the app set (its *forward* object).
    ///
    /// One proxy per view and role: a binding finds the proxy the view already has (the view's
    /// delegate or data source is a proxy) or installs a new one, whose forward object is whatever the
    /// view had. Every binding and subscription that uses the proxy holds a *lease* on it; the view
    /// holds its delegate weakly, so the leases keep the proxy alive. When the last lease ends, the
    /// proxy gives the view its forward object back and goes away.
    ///
    /// How members reach the forward object depends on the platform: with the Objective-C runtime,
    /// `responds(to:)` and `forwardingTarget(for:)` (ForwardingProxy+ObjectiveC.swift); under the
    /// UIKit model, members written out (ForwardingProxy+UIKitModel.swift).
    @MainActor
    internal class ForwardingProxy: NSObject {
        private weak var weakForward: AnyObject?
        // Set only when the forward object must live as long as the proxy uses it
        // (`rx.items(dataSource:)` retains its data source, as RxCocoa does).
        private var retainedForward: AnyObject?
        private var leaseCount = 0

        /// The object that receives the members the proxy does not take, if any.
        internal var forward: AnyObject? { retainedForward ?? weakForward }

        /// Whether the proxy is still the view's delegate or data source (its lease count is above
        /// zero or it was never leased).
        internal private(set) var isInstalled = true

        /// Creates a proxy forwarding to `forward`, held weakly.
        internal init(forward: AnyObject?) {
            weakForward = forward
            super.init()
        }

        /// Replaces the forward object.
        ///
        /// - Parameters:
        ///   - object: The new forward object, or `nil`.
        ///   - retain: Whether the proxy keeps `object` alive while it forwards to it.
        internal func setForward(_ object: AnyObject?, retain: Bool) {
            weakForward = object
            retainedForward = retain ? object : nil
            membersDidChange()
        }

        /// Keeps the proxy installed until the returned disposable is disposed (from any thread).
        internal func lease() -> Disposable {
            leaseCount += 1
            let proxy = self
            return Disposables.create {
                ForwardingProxy.onMainActor { proxy.endLease() }
            }
        }

        /// Makes `object` the forward object and keeps the proxy installed until the returned
        /// disposable is disposed (from any thread); then the previous forward object comes back,
        /// unless another object replaced `object` meanwhile.
        ///
        /// - Parameters:
        ///   - object: The new forward object.
        ///   - retain: Whether the proxy keeps `object` alive until then.
        internal func lease(forwardingTo object: AnyObject, retain: Bool) -> Disposable {
            let restoration = ForwardRestoration(previous: forward, replacement: object)
            setForward(object, retain: retain)
            let lease = lease()
            let proxy = self
            return Disposables.create {
                ForwardingProxy.onMainActor {
                    if proxy.forward === restoration.replacement {
                        proxy.setForward(restoration.previous, retain: false)
                    }
                    lease.dispose()
                }
            }
        }

        /// Runs `body` at once on the main thread, or soon on the main queue from any other thread.
        internal nonisolated static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
            if MainScheduler.isOnMainQueue {
                MainActor.assumeIsolated(body)
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated(body) }
            }
        }

        private func endLease() {
            leaseCount -= 1
            guard leaseCount == 0 else { return }
            isInstalled = false
            restoreForward()
        }

        /// Gives the view its forward object back, if the proxy is still the view's delegate or
        /// data source. Subclasses override it.
        internal func restoreForward() {}

        /// Makes the view ask again which members its delegate or data source implements: called
        /// when the forward object changes or when a member appears or disappears because its
        /// event gained its first or lost its last observer.
        internal func membersDidChange() {
            if isInstalled { reinstall() }
        }

        /// Whether the proxy shows UIKit `member` now, if it implements it; subclasses that do override
        /// it.
        internal func isActive(_ member: ConditionalMember) -> Bool { false }

        /// Sets the view's delegate or data source to `nil` and back to the proxy. Subclasses
        /// override it.
        internal func reinstall() {}
    }

    /// What a lease with a forward object puts back when it ends.
    @MainActor
    private final class ForwardRestoration {
        weak var previous: AnyObject?
        weak var replacement: AnyObject?

        init(previous: AnyObject?, replacement: AnyObject) {
            self.previous = previous
            self.replacement = replacement
        }
    }
#endif
