#include "StackProbe.h"

// Out of line, so that it has a frame of its own below its caller's.
__attribute__((noinline)) uintptr_t stack_probe_frame_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}
