// Apple: https://developer.apple.com/documentation/uikit/uicontrol
/// The base of controls: views that send events (to `UIAction`s in the model).
@MainActor open class UIControl: UIView {
    private var actions: [(action: UIAction, events: Event)] = []
    private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    /// Whether the control is enabled.
    open var isEnabled = true
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/isselected
    /// Whether the control is selected.
    open var isSelected = false
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    /// Whether the control is highlighted.
    open var isHighlighted = false

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    /// Runs `action` for `controlEvents` (iOS 14). Adding an action with the same identifier again replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    /// Stops running `action` for `controlEvents` (iOS 14).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
    /// Stops running the action with `actionIdentifier` for `controlEvents` (iOS 14).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/enumerateeventhandlers(_:)
    /// Calls `body` for each action registered for an event in `controlEvents`, in the order they were added.
    open func enumerateEventHandlers(
        _ body: (UIAction?, (target: Any?, action: Selector)?, Event, inout Bool) -> Void
    ) {
        var stop = false
        for entry in actions {
            body(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
        for entry in targets {
            body(nil, (entry.target, entry.action), entry.events, &stop)
            if stop { return }
        }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    /// Records a target-action pair. The model never performs selectors (there is no Objective-C runtime): use
    /// `addAction(_:for:)`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)
    /// Removes target-action pairs.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targets.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/allcontrolevents
    /// The events that have at least one action.
    open var allControlEvents: Event {
        let fromActions = actions.reduce(into: Event()) { $0.formUnion($1.events) }
        return targets.reduce(into: fromActions) { $0.formUnion($1.events) }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    /// Runs every action registered for an event in `controlEvents`, in the order they were added, with this control
    /// as the sender (target-action pairs are not performed in the model).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)
    /// Runs `action` with this control as the sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Model only: a user's tap on an enabled control: sends `.touchDown`, then `.touchUpInside`, then
    /// `.primaryActionTriggered`, each on its own.
    open func simulateTap() {
        guard isEnabled else { return }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
