/// An action and its state on their way to the one thread that will run them.
///
/// `@unchecked Sendable` because RxSwift's scheduler API takes non-`Sendable` actions and state:
/// the scheduling thread creates the box and never touches it again, and the queue runs it on a
/// single thread (a periodic timer runs it on its serial queue, one run after another). Nothing
/// reads the box concurrently.
internal struct ScheduledAction<State, Result>: @unchecked Sendable {
    private let state: State
    private let action: (State) -> Result

    internal init(_ state: State, _ action: @escaping (State) -> Result) {
        self.state = state
        self.action = action
    }

    /// Runs the action with the boxed state.
    internal func run() -> Result {
        action(state)
    }

    /// Runs the action with `state` instead of the boxed state (periodic work threads it through).
    internal func run(_ state: State) -> Result {
        action(state)
    }

    /// The state the box was created with.
    internal var initialState: State {
        state
    }
}
