// Apple: https://developer.apple.com/documentation/uikit/uiimage
/// An image. Immutable, as UIKit's is, hence Sendable. The model's images have a name and a size, no pixels.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was created with (model only: tests tell images apart by it).
    public let modelName: String
    // Apple: https://developer.apple.com/documentation/uikit/uiimage/size
    /// The image's size in points.
    public let size: CGSize

    // Apple: https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    /// The image named `name`; the model makes one for any name.
    public init?(named name: String) {
        modelName = name
        size = CGSize(width: 1, height: 1)
        super.init()
    }

    // Apple: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    /// The system symbol named `name`; the model makes one for any name.
    public init?(systemName name: String) {
        modelName = name
        size = CGSize(width: 1, height: 1)
        super.init()
    }
}
