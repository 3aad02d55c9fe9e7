/// The animations an animated data source asks a renderer to use for inserted, reloaded and
/// deleted rows and sections.
///
/// ```swift
/// let dataSource = SectionedAnimatedDataSource<HeroSection>(
///     animationConfiguration: AnimationConfiguration(insertAnimation: .fade, deleteAnimation: .left),
///     configureCell: { _, _, _, hero in TextCell(text: hero.name) }
/// )
/// ```
public struct AnimationConfiguration: Hashable, Sendable {
    /// The animation of inserted rows and sections.
    public let insertAnimation: AnimationStyle

    /// The animation of reloaded rows and sections.
    public let reloadAnimation: AnimationStyle

    /// The animation of deleted rows and sections.
    public let deleteAnimation: AnimationStyle

    /// Creates a configuration; every animation is `.automatic` unless given.
    ///
    /// - Parameters:
    ///   - insertAnimation: The animation of inserted rows and sections.
    ///   - reloadAnimation: The animation of reloaded rows and sections.
    ///   - deleteAnimation: The animation of deleted rows and sections.
    public init(
        insertAnimation: AnimationStyle = .automatic,
        reloadAnimation: AnimationStyle = .automatic,
        deleteAnimation: AnimationStyle = .automatic
    ) {
        self.insertAnimation = insertAnimation
        self.reloadAnimation = reloadAnimation
        self.deleteAnimation = deleteAnimation
    }
}
