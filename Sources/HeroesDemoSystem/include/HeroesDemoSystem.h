// What HeroesDemo needs from the C library that Swift does not offer: HeroesDemoSystem.c blocks
// SIGQUIT before Swift's runtime starts (see there). Nothing here is called from Swift; the
// target is linked for its pre-initialization function.
#ifndef HEROES_DEMO_SYSTEM_H
#define HEROES_DEMO_SYSTEM_H

#endif
