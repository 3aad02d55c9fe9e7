// Everything in this target is `static inline` in RxCoreAtomics.h; SwiftPM needs one source file.
#include "RxCoreAtomics.h"
