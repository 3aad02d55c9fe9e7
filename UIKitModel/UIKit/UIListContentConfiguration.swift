// Apple: https://developer.apple.com/documentation/uikit/uicontentconfiguration
/// What a cell's content view shows, as a value.
///
/// Model difference: the protocol has no requirements here (Apple's asks for `makeContentView()`
/// and `updated(for:)`), because the model draws nothing.
public protocol UIContentConfiguration {}

// Apple: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
/// The content of a list cell, header or footer in the system's look: text, secondary text and
/// an image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
    /// The primary text.
    public var text: String?
    // Apple: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
    /// The secondary text.
    public var secondaryText: String?

    // Apple: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
    /// The configuration of a plain cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
}
