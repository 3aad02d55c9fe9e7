import Differentiator
import Foundation

// Foundation's value types are their own identity too; they live here because Differentiator
// depends on nothing but the standard library.

extension Date: IdentifiableType {
    /// The date itself.
    public var identity: Date { self }
}

extension UUID: IdentifiableType {
    /// The UUID itself.
    public var identity: UUID { self }
}
