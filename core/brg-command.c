/* brg-command.c: placeholder until implemented */
#include "config.h"
