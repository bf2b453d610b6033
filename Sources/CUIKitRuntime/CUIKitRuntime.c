#include "CUIKitRuntime.h"
