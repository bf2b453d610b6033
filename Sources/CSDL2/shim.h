#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/// SDL_WINDOWPOS_CENTERED is a macro expression Swift cannot import.
static inline int segue_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/// SDL_BUTTON(x) mask for a mouse button index.
static inline unsigned int segue_button_mask(int button) { return SDL_BUTTON(button); }

/// SDL_PIXELFORMAT_RGBA32: bytes R, G, B, A in memory order on every byte order.
static inline Uint32 segue_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }

/// SDL_MUSTLOCK(surface): whether the surface must be locked before touching its pixels.
static inline int segue_surface_must_lock(const SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

/// Byte offsets of SDL_Vertex's fields, so Swift can check that its vertex type matches.
static inline size_t segue_vertex_size(void) { return sizeof(SDL_Vertex); }
static inline size_t segue_vertex_color_offset(void) { return offsetof(SDL_Vertex, color); }
static inline size_t segue_vertex_tex_coord_offset(void) { return offsetof(SDL_Vertex, tex_coord); }

/// SDL_TOUCH_MOUSEID: the mouse id SDL gives mouse events synthesised from touches.
static inline Uint32 segue_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }

#endif
