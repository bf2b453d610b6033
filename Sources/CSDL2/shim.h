#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/// SDL_WINDOWPOS_CENTERED is a macro expression Swift cannot import.
static inline int segue_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/// SDL_BUTTON(x) mask for a mouse button index.
static inline unsigned int segue_button_mask(int button) { return SDL_BUTTON(button); }

#endif
