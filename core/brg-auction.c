/* brg-auction.c: placeholder until implemented */
#include "config.h"
