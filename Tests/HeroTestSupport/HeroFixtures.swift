import HeroCatalog

/// Small fixed hero lists for tests that need exact output. Fields are chosen to exercise the
/// table: wide and combining characters, long teams and intros, flags, emoji sequences.
public enum HeroFixtures {
    /// Spider-Man: a variation selector in the icon.
    public static let spiderMan = Hero(
        name: "Spider-Man",
        universe: .marvel,
        team: "Solo",
        intro: "Peter Parker, bitten by a radioactive spider, swings over New York on his webs.",
        icon: "🕷️"
    )

    /// Araña: a non-ASCII name.
    public static let arana = Hero(
        name: "Araña",
        universe: .marvel,
        team: "Solo",
        intro: "Anya Corazón is a young hero with spider powers.",
        icon: "🧗"
    )

    /// Star-Lord: a long team.
    public static let starLord = Hero(
        name: "Star-Lord",
        universe: .marvel,
        team: "Guardians of the Galaxy",
        intro: "Peter Quill is a half-human outlaw who leads the Guardians.",
        icon: "🎧"
    )

    /// Captain Britain: a flag icon.
    public static let captainBritain = Hero(
        name: "Captain Britain",
        universe: .marvel,
        team: "Excalibur",
        intro: "Brian Braddock is Britain's champion.",
        icon: "🇬🇧"
    )

    /// East-Asian wide characters in the name and the intro.
    public static let sunfire = Hero(
        name: "Sunfire 日輪",
        universe: .marvel,
        team: "X-Men",
        intro: "Shiro Yoshida of Japan burns with solar fire; in Japanese his name reads 日輪.",
        icon: "🌞"
    )

    /// Batman.
    public static let batman = Hero(
        name: "Batman",
        universe: .dc,
        team: "Justice League",
        intro: "Bruce Wayne fights crime in Gotham City with his mind, his training and his gadgets.",
        icon: "🦇"
    )

    /// A name written with a combining diaeresis (decomposed, two scalars for "ë").
    public static let zoe = Hero(
        name: "Zoe\u{308} Lane",
        universe: .dc,
        team: "Teen Titans",
        intro: "A fictional test hero whose name carries a combining mark.",
        icon: "✨"
    )

    /// Wonder Woman.
    public static let wonderWoman = Hero(
        name: "Wonder Woman",
        universe: .dc,
        team: "Justice League",
        intro: "Diana, an Amazon princess of Themyscira, carries the Lasso of Truth.",
        icon: "🪢"
    )

    /// Every fixture, deliberately not in name order.
    public static let all = [wonderWoman, spiderMan, zoe, starLord, batman, arana, sunfire, captainBritain]
}
