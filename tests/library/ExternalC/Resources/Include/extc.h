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
double extc_checked_sqrt(double x);
double extc_matrix_trace(const double *m, int rows, int columns);

#endif
