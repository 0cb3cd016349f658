/* brg-edits.c: placeholder until implemented */
#include "config.h"
