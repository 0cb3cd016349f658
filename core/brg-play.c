/* brg-play.c: placeholder until implemented */
#include "config.h"
