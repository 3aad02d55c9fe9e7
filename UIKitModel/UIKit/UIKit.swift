// The UIKit model: a Swift module named `UIKit`, written from Apple's documented Swift declarations, that lets Linux
// compile and test the package's `#if canImport(UIKit)` code. See UIKitModel/README.md for what it proves and what it
// cannot. Built only by Scripts/check_uikit.sh; never a SwiftPM target.

// Apple: https://developer.apple.com/documentation/uikit — `import UIKit` makes Foundation's names visible.
@_exported import Foundation
