/* brg-score.c: placeholder until implemented */
#include "config.h"
