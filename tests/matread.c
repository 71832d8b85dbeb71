/*
 * tests/matread.c - an independent reader of MATLAB v4 result files in the
 * OpenModelica/Dymola "binTrans" layout, written from the format's
 * description (not from output.c), for tests/sim/mat_format.sh.
 *
 *   matread FILE.mat
 *
 * prints "aclass" with the four rows of Aclass, one "var NAME|DESCRIPTION|
 * MATRIX|INDEX|INTERP|EXTRAP" line per variable, one "param NAME=VALUE" line
 * per data_1 variable (checking that its start and end values agree), then
 * the time-varying variables as CSV exactly as a model executable writes it
 * ("name" quoted in the header, values %.17g), in the order of dataInfo; a
 * negative index names the negated values of that row (an alias).  Exit 1 on a malformed file.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char name[64];
  int32_t type, rows, cols;
  void *data;
} matrix;

static int die(const char *msg)
{
  fprintf(stderr, "matread: %s\n", msg);
  exit(1);
}

static size_t element_size(int32_t type)
{
  /* type = 1000 M + 100 O + 10 P + T; M = 0 little endian; P: 0 double, 2 int32, 5 uint8 */
  if (type / 1000 != 0)
    die("not little-endian IEEE");
  switch ((type / 10) % 10) {
  case 0: return 8;
  case 2: return 4;
  case 5: return 1;
  }
  die("unexpected element type");
  return 0;
}

static int read_matrix(FILE *fp, matrix *m)
{
  int32_t h[5];
  if (fread(h, sizeof h, 1, fp) != 1)
    return 0;
  if (h[3] != 0)
    die("imaginary part present");
  if (h[4] <= 0 || h[4] > (int32_t)sizeof m->name)
    die("bad name length");
  m->type = h[0];
  m->rows = h[1];
  m->cols = h[2];
  if (fread(m->name, (size_t)h[4], 1, fp) != 1 || m->name[h[4] - 1] != '\0')
    die("bad matrix name");
  size_t n = (size_t)m->rows * (size_t)m->cols * element_size(m->type);
  m->data = malloc(n ? n : 1);
  if (!m->data || (n && fread(m->data, n, 1, fp) != 1))
    die("truncated matrix data");
  return 1;
}

/* element (r, c) of a column-major char matrix */
static char ch(const matrix *m, int r, int c)
{
  return ((const char *)m->data)[(size_t)c * (size_t)m->rows + (size_t)r];
}

/* string number k of a transposed char matrix: column k, NUL-padded */
static void column_string(const matrix *m, int k, char *out, size_t size)
{
  size_t n = 0;
  for (int r = 0; r < m->rows && n + 1 < size && ch(m, r, k); r++)
    out[n++] = ch(m, r, k);
  out[n] = '\0';
}

static double dval(const matrix *m, int r, int c)
{
  return ((const double *)m->data)[(size_t)c * (size_t)m->rows + (size_t)r];
}

int main(int argc, char **argv)
{
  if (argc != 2)
    die("usage: matread FILE.mat");
  FILE *fp = fopen(argv[1], "rb");
  if (!fp)
    die("cannot open the file");
  matrix mats[6];
  const char *expected[6] = {"Aclass", "name", "description", "dataInfo", "data_1", "data_2"};
  for (int i = 0; i < 6; i++) {
    if (!read_matrix(fp, &mats[i]))
      die("fewer than six matrices");
    if (strcmp(mats[i].name, expected[i]) != 0)
      die("matrices not in the order Aclass, name, description, dataInfo, data_1, data_2");
  }
  if (fgetc(fp) != EOF)
    die("trailing bytes after data_2");
  matrix *aclass = &mats[0], *name = &mats[1], *desc = &mats[2], *info = &mats[3];
  matrix *d1 = &mats[4], *d2 = &mats[5];
  if (aclass->type != 51 || name->type != 51 || desc->type != 51)
    die("char matrices must have type 51");
  if (info->type != 20 || d1->type != 0 || d2->type != 0)
    die("dataInfo must be int32 (20), data_1 and data_2 double (0)");

  /* Aclass: 4 rows, read across (row r is characters (r, 0..cols-1)) */
  printf("aclass");
  for (int r = 0; r < aclass->rows; r++) {
    char row[64];
    int n = 0;
    for (int c = 0; c < aclass->cols && n < 63; c++)
      if (ch(aclass, r, c))
        row[n++] = ch(aclass, r, c);
    row[n] = '\0';
    printf(" '%s'", row);
  }
  printf("\n");

  int nvars = name->cols;
  if (desc->cols != nvars || info->cols != nvars || info->rows != 4 || d1->cols != 2)
    die("inconsistent dimensions");
  const int32_t *di = info->data;
  char (*names)[256] = calloc((size_t)nvars, sizeof *names);
  int *column_for = calloc((size_t)nvars + 1, sizeof *column_for);   /* signed data_2 row */
  int *owned = calloc((size_t)d2->rows + 1, sizeof *owned), n_columns = 0;
  if (!names || !column_for || !owned)
    die("out of memory");
  for (int k = 0; k < nvars; k++) {
    char d[4096]; /* descriptions are at most 1000 bytes in the file */
    column_string(name, k, names[k], sizeof names[k]);
    column_string(desc, k, d, sizeof d);
    const int32_t *col = di + 4 * k; /* column k of a 4 x n matrix */
    printf("var %s|%s|%d|%d|%d|%d\n", names[k], d, col[0], col[1], col[2], col[3]);
    int idx = col[1] < 0 ? -col[1] : col[1];
    if (col[0] == 1) {
      if (idx < 1 || idx > d1->rows)
        die("data_1 index out of range");
      double v0 = dval(d1, idx - 1, 0), v1 = dval(d1, idx - 1, 1);
      if (v0 != v1)
        die("a parameter differs between start and end");
      printf("param %s=%.17g\n", names[k], col[1] < 0 ? -v0 : v0);
    } else if (col[0] == 2 || col[0] == 0) {
      if (idx < 1 || idx > d2->rows)
        die("data_2 index out of range");
      column_for[n_columns++] = col[1];   /* an alias shares a row, negated when < 0 */
      owned[idx] = k + 1;
    } else {
      die("dataInfo matrix number must be 0, 1 or 2");
    }
  }
  /* data_1 row 1 is the time range: start and stop */
  printf("time_range %.17g %.17g\n", dval(d1, 0, 0), dval(d1, 0, 1));
  /* data_2: one column per time point; the variables in dataInfo order */
  for (int r = 1; r <= d2->rows; r++)
    if (!owned[r])
      die("a data_2 row belongs to no variable");
  for (int k = 0, c = 0; k < nvars; k++)
    if (di[4 * k] != 1)
      printf("%s\"%s\"", c++ ? "," : "", names[k]);
  printf("\n");
  for (int c = 0; c < d2->cols; c++)
    for (int j = 0; j < n_columns; j++) {
      int r = column_for[j] < 0 ? -column_for[j] : column_for[j];
      double v = dval(d2, r - 1, c);
      printf("%.17g%s", column_for[j] < 0 ? -v : v, j + 1 < n_columns ? "," : "\n");
    }
  return 0;
}
