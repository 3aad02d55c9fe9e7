#ifndef PSEUDO_TERMINAL_SPAWN_H
#define PSEUDO_TERMINAL_SPAWN_H

/// Starts the program at `path` in a new session whose controlling terminal is a new
/// pseudo-terminal of `columns` x `rows`: the terminal side is its standard input, output and
/// error, `TERM` is `xterm-256color`, every signal has its default action and none is blocked.
///
/// `arguments` holds `argument_count` NUL-terminated strings one after another, argument 0 (the
/// program's name) first, so that Swift can pass them as one byte array.
///
/// On success, returns 0 and stores the controlling side (close-on-exec; what the program
/// writes is read from it, and what is written to it is typed) in `*controller` and the
/// process's id in `*pid`. On failure, returns an `errno` value and starts nothing.
int pseudo_terminal_spawn(const char *path, const char *arguments, int argument_count, unsigned short columns,
                          unsigned short rows, int *controller, int *pid);

/// Waits up to `timeout_milliseconds` for process `pid` to end, then kills it with SIGKILL and
/// reaps it if it has not. Returns its exit status, 128 plus the signal's number if a signal
/// ended it, or -1 if it had to be killed or cannot be waited for.
int pseudo_terminal_wait(int pid, int timeout_milliseconds);

#endif
