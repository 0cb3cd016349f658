/* brg-board.c: placeholder until implemented */
#include "config.h"
