// `import RxCocoa` makes Foundation's names visible (and UIKit's, on UIKit platforms), so code ported
// by replacing it with `import RxCore` still finds `URL`, `NSError`, `DispatchQueue` or `UIView`.
@_exported import Foundation

// URLSession lives in FoundationNetworking outside Apple platforms; RxCore extends it there too
// (`URLSession+Rx.swift`), so a Linux program linking RxCore also loads FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

#if canImport(UIKit)
    @_exported import UIKit
#endif
