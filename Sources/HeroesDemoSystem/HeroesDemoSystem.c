// Everything else in this target is `static inline` in HeroesDemoSystem.h.
#include "HeroesDemoSystem.h"

#include <signal.h>
#include <stddef.h>

// Swift's runtime catches SIGQUIT to print a crash report (and, on a terminal, to offer an
// interactive debugger). For HeroesDemo a SIGQUIT is a request to quit, not a crash. `main`
// resets the signal too, but a SIGQUIT arriving between the runtime's start and `main` would
// still meet the crash reporter; constructors of the executable run right after those of the
// libraries it loads, which narrows that window to the libraries' own start-up.
__attribute__((constructor)) static void heroes_default_quit_signal(void) {
    struct sigaction current;
    if (sigaction(SIGQUIT, NULL, &current) != 0) return;
    if (current.sa_handler == SIG_IGN || current.sa_handler == SIG_DFL) return;
    signal(SIGQUIT, SIG_DFL);
}
