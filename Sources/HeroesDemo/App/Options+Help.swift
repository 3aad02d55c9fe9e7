// The text `--help` prints. Kept next to the parser so an option added there is documented here.

extension Options {
    /// The help text, ending with a line break.
    static let helpText = """
        HeroesDemo: Marvel and DC heroes in a sectioned table, searchable by name and team.

        USAGE: HeroesDemo [--query TEXT] [--data PATH | --synthetic N]

        Prints a table with one section per universe (Marvel, then DC) and one row per hero,
        sorted by name. Output to a terminal uses its width; otherwise 100 columns.

        OPTIONS:
          --query TEXT     Show only heroes whose name or team contains TEXT, ignoring case and
                           accents. A blank TEXT shows everyone.
                           Example: HeroesDemo --query spider
                           Example: HeroesDemo --query "x-men"
          --data PATH      Read heroes from the JSON file at PATH instead of the bundled data set:
                           a list of objects with the text fields "name", "universe" ("Marvel" or
                           "DC"), "team", "intro" and "icon" (one character).
                           Example: HeroesDemo --data my-heroes.json
          --synthetic N    Generate N heroes (1 to \(SyntheticHeroes.maximumCount)) instead, the same ones every run, for
                           stress tests. Cannot be combined with --data.
                           Example: HeroesDemo --synthetic 100000 --query nova
          -h, --help       Show this help.
                           Example: HeroesDemo --help

        Options may also be written --option=VALUE.

        EXIT STATUS:
          0  the table was printed (even if no hero matched), or help was shown
          1  the hero data could not be read or is invalid
          2  the command line is wrong

        """
}
