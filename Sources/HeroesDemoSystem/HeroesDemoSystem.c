// Everything in this target is `static inline` in HeroesDemoSystem.h.
#include "HeroesDemoSystem.h"
