// Everything in this target is `static inline` in HeroesDemoAllocator.h.
#include "HeroesDemoAllocator.h"
