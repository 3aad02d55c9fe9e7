/// The look of animated rows over time: a pure function from a row's change and the time since
/// its batch of updates started to that row's ``RowAppearance``.
///
/// Over ``duration`` (320 ms by default, about 20 frames at 60 fps):
/// - inserted rows start on a green background that fades in three steps to the normal one;
/// - deleted rows are dim, crossed out and fade through three greys during the first three
///   quarters, then collapse (are no longer drawn), so the rows below close the gap;
/// - moved rows carry a `»` marker and are bold;
/// - updated rows flash a yellow background that fades in three steps during the first half.
///
/// Afterwards every row is settled (and deleted rows stay collapsed). A duration of zero
/// (`--no-animation`) settles everything at once. Colours are from the 256-colour palette and
/// steps are discrete, so consecutive frames often look the same and cost no output.
///
/// ```swift
/// let animation = RowAnimation.standard
/// animation.appearance(of: .inserted, at: .zero).background  // .palette(34)
/// animation.isFinished(at: .milliseconds(320))               // true
/// ```
public struct RowAnimation: Equatable, Sendable {
    /// How long a batch animates.
    public let duration: Duration

    /// The default animation, 320 ms long.
    public static let standard = RowAnimation(duration: .milliseconds(320))

    /// No animation: every row is settled at once.
    public static let disabled = RowAnimation(duration: .zero)

    /// The marker of a moved row.
    public static let moveMarker: Character = "»"

    /// Backgrounds of an inserted row, strongest first (greens of the 6×6×6 colour cube).
    public static let insertedBackgrounds: [Color] = [.palette(34), .palette(28), .palette(22)]

    /// Text colours of a deleted row as it fades (greys of the palette).
    public static let deletedForegrounds: [Color] = [.palette(250), .palette(244), .palette(238)]

    /// Backgrounds of an updated row, strongest first (yellows of the colour cube).
    public static let updatedBackgrounds: [Color] = [.palette(142), .palette(100), .palette(58)]

    /// The fraction of the duration a deleted row stays visible before it collapses.
    public static let deletedVisibleFraction = 0.75

    /// The fraction of the duration an updated row is highlighted.
    public static let updatedHighlightFraction = 0.5

    /// Creates an animation.
    ///
    /// - Parameter duration: How long a batch animates; zero or less disables animation.
    public init(duration: Duration) {
        self.duration = max(duration, .zero)
    }

    /// Whether a batch that started `elapsed` ago has settled.
    ///
    /// - Parameter elapsed: Time since the batch started.
    /// - Returns: `true` once `elapsed` reaches the duration (always, for a disabled animation).
    public func isFinished(at elapsed: Duration) -> Bool {
        elapsed >= duration
    }

    /// How a row looks `elapsed` after its batch started.
    ///
    /// - Parameters:
    ///   - change: What happened to the row.
    ///   - elapsed: Time since the batch started; negative times count as zero.
    /// - Returns: The row's appearance in that frame.
    public func appearance(of change: RowChange, at elapsed: Duration) -> RowAppearance {
        let progress = isFinished(at: elapsed) ? 1 : max(elapsed, .zero) / duration
        switch change {
        case .unchanged:
            return .settled
        case .inserted:
            guard progress < 1 else { return .settled }
            return RowAppearance(background: Self.step(Self.insertedBackgrounds, progress))
        case .deleted:
            guard progress < Self.deletedVisibleFraction else { return .collapsed }
            return RowAppearance(
                foreground: Self.step(Self.deletedForegrounds, progress / Self.deletedVisibleFraction),
                dim: true,
                strikethrough: true
            )
        case .moved:
            guard progress < 1 else { return .settled }
            return RowAppearance(bold: true, marker: Self.moveMarker)
        case .updated:
            guard progress < Self.updatedHighlightFraction else { return .settled }
            return RowAppearance(
                background: Self.step(Self.updatedBackgrounds, progress / Self.updatedHighlightFraction)
            )
        }
    }

    /// The entry of `steps` for a phase that is `fraction` (0 up to 1) complete.
    private static func step(_ steps: [Color], _ fraction: Double) -> Color {
        steps[min(Int(fraction * Double(steps.count)), steps.count - 1)]
    }
}
