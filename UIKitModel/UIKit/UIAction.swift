// Apple: https://developer.apple.com/documentation/uikit/uiactionhandler
/// The closure an action runs.
public typealias UIActionHandler = (UIAction) -> Void

// Apple: https://developer.apple.com/documentation/uikit/uiaction
/// A closure with a title: what a control or bar button item runs for its events (iOS 14).
@MainActor open class UIAction: UIMenuElement {
    // Apple: https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    /// A string that identifies an action.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    /// The action's identifier.
    public let identifier: UIAction.Identifier
    // Apple: https://developer.apple.com/documentation/uikit/uiaction/sender
    /// The object that sent the action while the handler runs: the control.
    open internal(set) var sender: Any?
    // Apple: https://developer.apple.com/documentation/uikit/uiaction/attributes
    /// How the action looks and behaves.
    open var attributes: UIMenuElement.Attributes
    // Apple: https://developer.apple.com/documentation/uikit/uiaction/state
    /// Whether the action shows a checkmark.
    open var state: UIMenuElement.State
    let handler: UIActionHandler

    // Apple: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// An action that runs `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.attributes = attributes
        self.state = state
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
