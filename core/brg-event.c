/* brg-event.c: placeholder until implemented */
#include "config.h"
