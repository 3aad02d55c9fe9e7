/// What the relay `bind(to:)` overloads need from a relay: a way to accept an element.
internal protocol RelayType {
    /// The relay's element type.
    associatedtype Element

    /// Sends `element` through the relay.
    func accept(_ element: Element)
}

extension PublishRelay: RelayType {}
extension BehaviorRelay: RelayType {}
extension ReplayRelay: RelayType {}
