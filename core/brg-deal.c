/* brg-deal.c: placeholder until implemented */
#include "config.h"
