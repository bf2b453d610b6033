// cgif encodes animated GIFs (only the changed rectangle of each frame, unchanged pixels
// transparent); giflib decodes them (the tests read back what was written).
#include <cgif.h>
#include <gif_lib.h>
