/* extc.h - the C functions of the test library ExternalC (its
   Resources/C-Sources/ExtC.c, built by hysc into library ExtC). */
#ifndef EXTC_H
#define EXTC_H

double extc_scale(double x, int k);
double extc_wsum(const double *a, int n, double w);
void extc_minmax(const double *a, int n, double *lo, double *hi);
void extc_scale_array(const double *a, int n, double k, double *b);
int extc_positive(double x);
int extc_count(const char *s, int c);
const char *extc_greeting(const char *name);
double extc_first_number(const char *file_name);
double extc_checked_sqrt(double x);
double extc_matrix_trace(const double *m, int rows, int columns);
void extc_report(const char *what, double t, double v);

/* a 1-D table, linear interpolation, held constant outside its range */
void *extc_table_new(const double *x, const double *y, int n);
double extc_table_value(void *table, double u);
void extc_table_free(void *table);
/* tables made and not yet freed, for the tests */
int extc_tables_alive(void);
/* its breakpoints as events: the next after u; the segment's value (after a next) */
double extc_table_next(void *table, double u);
double extc_table_step(void *table, double u);

#endif
