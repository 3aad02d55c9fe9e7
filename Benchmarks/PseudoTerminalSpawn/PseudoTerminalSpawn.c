// The POSIX calls the `heroes` benchmark needs that Swift does not import on every platform:
// posix_openpt and friends and POSIX_SPAWN_SETSID are missing from Swift's Glibc module, and
// the status macros of waitpid are function-like macros.
#define _GNU_SOURCE
#include "PseudoTerminalSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/// A copy of the environment with TERM=xterm-256color, or NULL when out of memory.
static char **environment_with_term(void) {
    size_t count = 0;
    while (environ[count] != NULL) count++;
    char **copy = calloc(count + 2, sizeof(char *));
    if (copy == NULL) return NULL;
    size_t kept = 0;
    for (size_t index = 0; index < count; index++) {
        if (strncmp(environ[index], "TERM=", 5) != 0) copy[kept++] = environ[index];
    }
    copy[kept] = "TERM=xterm-256color";
    return copy;
}

int pseudo_terminal_spawn(const char *path, const char *arguments, int argument_count, unsigned short columns,
                          unsigned short rows, int *controller, int *pid) {
    char **argv = calloc((size_t)argument_count + 1, sizeof(char *));
    char **envp = environment_with_term();
    if (argv == NULL || envp == NULL) {
        free(argv);
        free(envp);
        return ENOMEM;
    }
    const char *next = arguments;
    for (int index = 0; index < argument_count; index++) {
        argv[index] = (char *)next;
        next += strlen(next) + 1;
    }
    int error = 0;
    int side = posix_openpt(O_RDWR | O_NOCTTY);
    char name[128];
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    if (side < 0) {
        error = errno;
    } else if (fcntl(side, F_SETFD, FD_CLOEXEC) != 0 || grantpt(side) != 0 || unlockpt(side) != 0
               || ptsname_r(side, name, sizeof name) != 0 || ioctl(side, TIOCSWINSZ, &size) != 0) {
        error = errno;
    }
    if (error == 0) {
        posix_spawn_file_actions_t actions;
        posix_spawnattr_t attributes;
        sigset_t none, all;
        sigemptyset(&none);
        sigfillset(&all);
        posix_spawn_file_actions_init(&actions);
        posix_spawnattr_init(&attributes);
        // Opened by the leader of a new session, the terminal becomes its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
        posix_spawn_file_actions_adddup2(&actions, 0, 1);
        posix_spawn_file_actions_adddup2(&actions, 0, 2);
        posix_spawnattr_setsigmask(&attributes, &none);
        posix_spawnattr_setsigdefault(&attributes, &all);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
        pid_t child;
        error = posix_spawn(&child, path, &actions, &attributes, argv, envp);
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
        if (error == 0) {
            *controller = side;
            *pid = child;
        }
    }
    if (error != 0 && side >= 0) close(side);
    free(argv);
    free(envp);
    return error;
}

int pseudo_terminal_wait(int pid, int timeout_milliseconds) {
    int status = 0;
    struct timespec pause = {.tv_sec = 0, .tv_nsec = 1000000};
    for (int waited = 0; waited < timeout_milliseconds; waited++) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        if (done < 0) return -1;
        nanosleep(&pause, NULL);
    }
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    return -1;
}
