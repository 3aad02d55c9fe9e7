/// Names one optional member of a UIKit delegate or data-source protocol, by its Swift name with argument labels,
/// for example `"tableView(_:didSelectRowAt:)"` or `"scrollViewDidScroll(_:)"`.
///
/// Model only. Objective-C `optional` requirements do not exist on Linux: the model declares every optional member
/// as a protocol requirement with a default implementation in a protocol extension that does what UIKit does when
/// the member is missing. Where Apple's code would ask `responds(to: #selector(...))`, code under the model asks
/// `UIKitModel.responds(object, to: requirement)`, which consults `UIKitModelForwarding`.
public struct UIKitModelRequirement: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The member's Swift name with argument labels.
    public let name: String

    /// The requirement named `name`.
    public init(_ name: String) { self.name = name }

    /// The requirement named by a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The member's name.
    public var description: String { name }
}
