// What the tests need to know about the thread's stack that Swift cannot tell them.
#ifndef STACK_PROBE_H
#define STACK_PROBE_H

#include <stdint.h>

/// The address of this function's frame on the thread's machine stack, just below its caller's.
///
/// Comparing it between calls shows how deep the stack is, also under the address sanitizer,
/// which moves local variables to a heap-allocated "fake stack" (so their addresses say nothing
/// of the depth) but not the frames themselves.
uintptr_t stack_probe_frame_address(void);

#endif
