/* brg-history.c: placeholder until implemented */
#include "config.h"
