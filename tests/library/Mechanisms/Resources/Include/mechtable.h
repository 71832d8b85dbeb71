/* mechtable.h - a table y(u) of the test library Mechanisms
   (Resources/C-Sources/MechTable.c, built by hysc into library MechTable). */
#ifndef MECHTABLE_H
#define MECHTABLE_H

/* rows x 2 values, row-major: u ascending in the first column */
void *mechtab_new(const double *table, int rows, int columns);
/* linear between rows, the first or last two rows' line outside them */
double mechtab_value(void *table, double u);
void mechtab_free(void *table);

#endif
