// The one thing this target does: block SIGQUIT before Swift's runtime starts (below).
#include "HeroesDemoSystem.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>

// Swift's runtime catches SIGQUIT (with the crash signals) to print a crash report and, on a
// terminal, to wait at an interactive prompt; for HeroesDemo a SIGQUIT is a request to quit.
// The runtime installs its handlers in its own start-up code, before `main`, which resets
// SIGQUIT; a SIGQUIT in between met the crash reporter. So SIGQUIT is blocked here, in the
// executable's pre-initialization functions, which the dynamic loader runs before any library's
// start-up code: a SIGQUIT sent meanwhile waits, and `main` unblocks it once it has reset the
// signal (see `DemoCommand.main`). Only the HeroesDemo executable does this; a test process
// linking this target is left alone.
static void heroes_block_quit_signal(int argc, char **argv, char **environment) {
    (void)environment;
    if (argc < 1 || argv == NULL || argv[0] == NULL) return;
    const char *name = strrchr(argv[0], '/');
    name = name ? name + 1 : argv[0];
    if (strcmp(name, "HeroesDemo") != 0) return;
    sigset_t quit;
    sigemptyset(&quit);
    sigaddset(&quit, SIGQUIT);
    sigprocmask(SIG_BLOCK, &quit, NULL);
}

#if defined(__linux__)
__attribute__((section(".preinit_array"), used)) static void (*const heroes_preinit)(int, char **, char **) =
    heroes_block_quit_signal;
#endif
