import Differentiator

/// One section of the heroes table: a universe and its heroes, sorted by name.
///
/// Sections are identified by their universe and rows by the hero's name, so the sectioned diff
/// animates a new search result as rows inserted into and deleted from the two universes.
///
/// ```swift
/// let section = HeroSection(model: .marvel, items: [spiderMan, storm])
/// section.identity  // .marvel
/// ```
public typealias HeroSection = AnimatableSectionModel<Universe, Hero>
