/// Model-only settings and test hooks: what UIKit does through the Objective-C runtime or the screen, the model does
/// here. Nothing in this type exists in Apple's UIKit; code outside tests names it only under `#if UIKIT_MODEL`.
@MainActor public enum UIKitModel {
    /// Receives the message of every broken UIKit rule (an invalid batch update, an index out of range) where UIKit
    /// raises `NSInternalInconsistencyException` or `NSRangeException`. The default stops the program with the message,
    /// as an uncaught exception would; tests set a recording handler and restore the default afterwards.
    public static var internalInconsistencyHandler: @MainActor (String) -> Void = defaultInternalInconsistencyHandler

    /// The default handler: `fatalError(message)`.
    public static let defaultInternalInconsistencyHandler: @MainActor (String) -> Void = { message in
        fatalError(message)
    }

    /// Reports a broken rule to `internalInconsistencyHandler`.
    public static func reportInternalInconsistency(_ message: String) {
        internalInconsistencyHandler(message)
    }

    /// The responder that `becomeFirstResponder()` made first, if any.
    static weak var firstResponder: UIResponder?

    /// Completions of animated updates that have not finished yet, oldest first.
    static var pendingAnimationCompletions: [@MainActor () -> Void] = []

    /// Whether animated batch updates finish only when a test calls `finishAnimations()` (`true`), or at once, before
    /// `performBatchUpdates` returns (`false`, the default). Non-animated updates always finish at once.
    public static var holdsAnimations = false

    /// The number of animations that have begun and not finished.
    public static var runningAnimationCount: Int { pendingAnimationCompletions.count }

    /// Finishes every running animation, oldest first, running their completion handlers with `true`.
    public static func finishAnimations() {
        while !pendingAnimationCompletions.isEmpty {
            let completion = pendingAnimationCompletions.removeFirst()
            completion()
        }
    }

    /// Runs `completion` when the animation finishes: at once unless `holdsAnimations`.
    static func animate(_ completion: @escaping @MainActor () -> Void) {
        if holdsAnimations {
            pendingAnimationCompletions.append(completion)
        } else {
            completion()
        }
    }

    /// Restores every setting and forgets running animations; tests call it in `tearDown`.
    public static func reset() {
        internalInconsistencyHandler = defaultInternalInconsistencyHandler
        holdsAnimations = false
        pendingAnimationCompletions = []
        firstResponder = nil
    }
}
