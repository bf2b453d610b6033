// The module is header-only (static inline functions); this file gives SwiftPM a source to build.
#include "CSegueMemory.h"
