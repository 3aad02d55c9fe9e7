import HeroCatalog
import TerminalUI

// The text `--help` prints. Kept next to the parser so an option added there is documented here.

extension Options {
    /// The help text, at most 80 columns wide, ending with a line break.
    static let helpText = """
        HeroesDemo: browse Marvel and DC heroes in a sectioned, searchable table.

        USAGE: HeroesDemo [--query TEXT] [--data PATH | --synthetic N]
                          [--no-animation] [--no-color]

        On a terminal, opens an interactive table that filters as you type: a search
        field on top, one section per universe below. Keys: type to search,
        Backspace, Ctrl-U (clear), Left/Right, Alt-B/Alt-F (word left/right) and
        Alt-Backspace (delete a word) edit the query; Up/Down, PgUp/PgDn move the
        selection; Enter shows the selected hero; Esc or Ctrl-C quits.

        When standard input or output is not a terminal, on a terminal that cannot
        move the cursor (TERM=dumb), or with --query, prints the table once instead:
        one section per universe (Marvel, then DC), one row per hero sorted by name,
        as wide as the terminal (up to \(TerminalSize.maximumColumns) columns) or else \(TerminalSize.defaultColumns) columns.

        OPTIONS:
          --query TEXT     Print only heroes whose name or team contains TEXT, ignoring
                           case, accents, width, spaces and punctuation. A
                           blank TEXT prints every hero.
                           Example: HeroesDemo --query spider
                           Example: HeroesDemo --query "x-men"
          --data PATH      Read the heroes from the JSON file at PATH instead of the
                           bundled data set: a list of objects with the text fields
                           "name", "universe" ("Marvel" or "DC"), "team", "intro" and
                           "icon" (a single character). The file may hold at most
                           \(HeroDataError.byteCount(HeroCatalog.maximumFileSize)); PATH may be a named pipe or /dev/stdin.
                           Example: HeroesDemo --data my-heroes.json
          --synthetic N    Generate N heroes (1 to \(SyntheticHeroes.maximumCount)), the same ones every run,
                           for stress tests. Cannot be combined with --data.
                           Example: HeroesDemo --synthetic 100000 --query nova
          --no-animation   Update the interactive table without animating rows.
          --no-color       Use no colours (also when NO_COLOR is set and not empty).
          -h, --help       Show this help.
                           Example: HeroesDemo --help

        Options that take a value can also be written as --option=VALUE. A lone --
        ends the options, as for other tools; HeroesDemo takes no other arguments,
        so nothing may follow it.

        EXIT STATUS:
          0    the table was printed (even if no hero matched) or closed, or help was
               shown
          1    the hero data could not be read or is invalid; the terminal could not
               be set up
          2    the command line is wrong
          3    the table or the help could not be written (a full disk, a closed
               output); a reader that stops early (| head -1) is no error
          130  Ctrl-C was pressed while the interactive table's heroes were loading
          A signal such as SIGTERM ends the program (shells report 128 plus its
          number), and so does Ctrl-C while the table is being printed.

        """
}
