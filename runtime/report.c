/*
 * report.c - the result page (--report=FILE.html) and the animation
 * (--animate=FILE.html): one HTML file each, the runs' rows as JSON in the
 * page and report.js (inlined by make as report_script) drawing them; the
 * tables (events, statistics, the comparison of the backends) are written
 * here as HTML.  Nothing is loaded from elsewhere when the page is opened.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

extern const char report_script[];

/* Variables plotted when the page opens (the others one by one on request). */
#define PLOTTED_AT_FIRST 24
/* Events listed per run (a Zeno run has thousands). */
#define MAX_EVENT_ROWS 5000

/* s as HTML text */
static void add_html(text_buffer *b, const char *s)
{
  for (; s && *s; s++)
    switch (*s) {
    case '&': text_add(b, "&amp;"); break;
    case '<': text_add(b, "&lt;"); break;
    case '>': text_add(b, "&gt;"); break;
    case '"': text_add(b, "&quot;"); break;
    case '\'': text_add(b, "&#39;"); break;
    default: text_add(b, "%c", *s);
    }
}

/* s as a JSON string; '<' escaped, so no "</script>" ends the data early */
static void add_json_string(text_buffer *b, const char *s)
{
  text_add(b, "\"");
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      text_add(b, "\\%c", c);
    else if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x7f)
      text_add(b, "\\u%04x", c);
    else
      text_add(b, "%c", c);
  }
  text_add(b, "\"");
}

/* x as the shortest text that reads back as x; JSON has no NaN or Inf */
static void add_number(text_buffer *b, double x)
{
  char text[HYSC_NUMBER_TEXT_MAX];
  if (!isfinite(x)) {
    text_add(b, "null");
    return;
  }
  number_text(text, x);
  text_add(b, "%s", text);
}

/* column c of R (0 is time) as one JSON array on a line of its own */
static void add_column(text_buffer *b, const hysc_record *R, int c)
{
  text_add(b, "[");
  for (long i = 0; i < R->n_rows; i++) {
    if (i)
      text_add(b, ",");
    add_number(b, R->values[i * R->n_columns + c]);
  }
  text_add(b, "]");
}

static void add_run_json(text_buffer *b, const report_run *r)
{
  const hysc_record *R = r->rec;
  text_add(b, "{\"label\": ");
  add_json_string(b, r->label);
  text_add(b, ",\n\"t\": ");
  add_column(b, R, 0);
  text_add(b, ",\n\"columns\": [\n");
  for (int c = 1; c < R->n_columns; c++) {
    add_column(b, R, c);
    text_add(b, c + 1 < R->n_columns ? ",\n" : "\n");
  }
  text_add(b, "],\n\"eventRows\": [");
  int first = 1;
  for (long i = 0; R->event_row && i < R->n_rows; i++)
    if (R->event_row[i]) {
      text_add(b, "%s%ld", first ? "" : ",", i);
      first = 0;
    }
  text_add(b, "],\n\"firings\": [");
  for (long i = 0; i < R->n_firings; i++) {
    text_add(b, "%s[", i ? "," : "");
    add_number(b, R->firings[i].t);
    text_add(b, ",%d]", R->firings[i].when);
  }
  text_add(b, "]}");
}

static const char *kind_text(hysc_kind k)
{
  return k == HYSC_STATE ? "state" : k == HYSC_ALGEBRAIC ? "algebraic"
         : k == HYSC_DISCRETE ? "discrete" : "computed";
}

/* The data the script draws: variables, pairs, runs. */
static void add_data(text_buffer *b, const hysc_model *m, const hysc_options *opt,
                     const plot_pair *pairs, int n_pairs, const report_run *runs, int n_runs)
{
  text_add(b, "<script type=\"application/json\" id=\"hysc-data\">\n{\"model\": ");
  add_json_string(b, m->name);
  text_add(b, ", \"start\": ");
  add_number(b, opt->start_time);
  text_add(b, ", \"stop\": ");
  add_number(b, opt->stop_time);
  text_add(b, ", \"plotted\": %d,\n\"variables\": [\n", PLOTTED_AT_FIRST);
  int first = 1;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (!output_is_column(v))
      continue;
    text_add(b, "%s{\"name\": ", first ? "" : ",\n");
    add_json_string(b, v->name);
    text_add(b, ", \"unit\": ");
    add_json_string(b, v->unit);
    text_add(b, ", \"kind\": \"%s\", \"description\": ", kind_text(v->kind));
    add_json_string(b, v->description);
    text_add(b, "%s}", v->internal && !opt->emit_internal ? ", \"internal\": true" : "");
    first = 0;
  }
  text_add(b, "],\n\"pairs\": [");
  for (int k = 0; k < n_pairs; k++)
    text_add(b, "%s[%d,%d]", k ? "," : "", pairs[k].column[0] - 2, pairs[k].column[1] - 2);
  text_add(b, "],\n\"runs\": [\n");
  for (int r = 0; r < n_runs; r++) {
    add_run_json(b, &runs[r]);
    text_add(b, r + 1 < n_runs ? ",\n" : "\n");
  }
  text_add(b, "]}\n</script>\n");
}

/* when-branch w as the text --events shows */
static void add_when(text_buffer *b, const hysc_model *m, int w)
{
  if (w >= 0 && w < m->n_whens && m->whens) {
    add_html(b, m->whens[w].text);
    text_add(b, "</td><td>%d", m->whens[w].line);
  } else {
    text_add(b, "?</td><td>");
  }
}

static void add_events(text_buffer *b, const hysc_model *m, const report_run *r)
{
  const hysc_record *R = r->rec;
  text_add(b, "<h3>");
  add_html(b, r->label);
  text_add(b, ": %ld event%s</h3>\n<table class=\"events\" data-run=\"", R->n_firings,
           R->n_firings == 1 ? "" : "s");
  add_html(b, r->label);
  text_add(b, "\">\n<tr><th>#</th><th>time [s]</th><th>when-clause</th><th>line</th></tr>\n");
  for (long i = 0; i < R->n_firings && i < MAX_EVENT_ROWS; i++) {
    text_add(b, "<tr class=\"event\" data-t=\"");
    add_number(b, R->firings[i].t);
    text_add(b, "\"><td>%ld</td><td>", i + 1);
    add_number(b, R->firings[i].t);
    text_add(b, "</td><td>");
    add_when(b, m, R->firings[i].when);
    text_add(b, "</td></tr>\n");
  }
  text_add(b, "</table>\n");
  if (R->n_firings > MAX_EVENT_ROWS)
    text_add(b, "<p>The first %d of %ld events are listed.</p>\n", MAX_EVENT_ROWS, R->n_firings);
}

static void add_statistics(text_buffer *b, const report_run *runs, int n_runs)
{
  static const char *const names[] = {"steps", "rejected steps", "residual evaluations",
                                      "Jacobian evaluations", "Newton iterations", "events",
                                      "root-finding iterations"};
  text_add(b, "<h2>Statistics</h2>\n<table id=\"statistics\">\n<tr><th></th>");
  for (int r = 0; r < n_runs; r++) {
    text_add(b, "<th>");
    add_html(b, runs[r].label);
    text_add(b, "</th>");
  }
  text_add(b, "</tr>\n");
  for (int k = 0; k < 8; k++) {
    text_add(b, "<tr><th>%s</th>", k < 7 ? names[k] : "wall time [s]");
    for (int r = 0; r < n_runs; r++) {
      const hysc_stats *s = runs[r].stats;
      long v[7] = {s->steps, s->rejected_steps, s->residual_evals, s->jacobian_evals,
                   s->newton_iters, s->events, s->root_iters};
      if (k < 7)
        text_add(b, "<td data-stat=\"%d\">%ld</td>", k, v[k]);
      else
        text_add(b, "<td>%.3f</td>", s->wall_seconds);
    }
    text_add(b, "</tr>\n");
  }
  text_add(b, "<tr><th>rows</th>");
  for (int r = 0; r < n_runs; r++)
    text_add(b, "<td>%ld</td>", runs[r].rec->n_rows);
  text_add(b, "</tr>\n</table>\n");
}

static void add_difference_cell(text_buffer *b, double x, double y)
{
  text_add(b, "<td>");
  add_number(b, x);
  text_add(b, "</td><td>");
  add_number(b, y);
  text_add(b, "</td><td class=\"difference\">");
  add_number(b, fabs(x - y));
  text_add(b, "</td>");
}

/* --compare: the events paired (compare_pair_events), the last row side by side */
static void add_comparison(text_buffer *b, const hysc_model *m, const report_run *runs,
                           const event_pair *pairs, long n_pairs, int emit_internal)
{
  text_add(b, "<h2>Comparison of the backends</h2>\n<table id=\"compare-events\">\n"
              "<tr><th>when-clause</th><th>line</th><th>t ");
  add_html(b, runs[0].label);
  text_add(b, "</th><th>t ");
  add_html(b, runs[1].label);
  text_add(b, "</th><th>difference [s]</th></tr>\n");
  for (long i = 0; i < n_pairs && i < MAX_EVENT_ROWS; i++) {
    text_add(b, "<tr class=\"pair\"><td>");
    add_when(b, m, pairs[i].when);
    text_add(b, "</td>");
    add_difference_cell(b, pairs[i].t[0], pairs[i].t[1]);
    text_add(b, "</tr>\n");
  }
  text_add(b, "</table>\n<table id=\"compare-values\">\n<tr><th>variable</th><th>");
  add_html(b, runs[0].label);
  text_add(b, " at the end</th><th>");
  add_html(b, runs[1].label);
  text_add(b, " at the end</th><th>difference</th></tr>\n");
  const hysc_record *A = runs[0].rec, *B = runs[1].rec;
  int c = 0;
  for (int i = 0; i < m->n_vars && A->n_rows && B->n_rows; i++)
    if (output_is_column(&m->vars[i])) {
      c++;
      if (m->vars[i].internal && !emit_internal)
        continue; /* hysc's own variables only with --emit-internal */
      text_add(b, "<tr><td>");
      add_html(b, m->vars[i].name);
      text_add(b, "</td>");
      add_difference_cell(b, A->values[(A->n_rows - 1) * A->n_columns + c],
                          B->values[(B->n_rows - 1) * B->n_columns + c]);
      text_add(b, "</tr>\n");
    }
  text_add(b, "</table>\n");
}

static void add_head(text_buffer *b, const hysc_model *m, const char *what)
{
  text_add(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
  add_html(b, m->name);
  text_add(b, ": %s</title>\n<style>\n"
              "body { font-family: sans-serif; margin: 1em 2em; }\n"
              "table { border-collapse: collapse; margin: 0.5em 0; }\n"
              "td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: right; }\n"
              "figure { margin: 0.5em 0; } figcaption { font-weight: bold; }\n"
              "svg { user-select: none; } .tick { font-size: 11px; }\n"
              ".legend { list-style: none; padding: 0; } .legend li { display: inline; margin-right: 2em; }\n"
              ".swatch { display: inline-block; width: 2em; vertical-align: middle; }\n"
              "</style>\n</head>\n<body>\n<h1>", what);
  add_html(b, m->name);
  text_add(b, "</h1>\n<p>");
  add_html(b, m->file);
  text_add(b, "</p>\n");
}

/* The page's text; HYSC_OK or HYSC_FAIL (out of memory) */
static int page_text(text_buffer *b, const hysc_model *m, const hysc_options *opt,
                     const report_runs *R, int animation_only)
{
  plot_pair pairs[PLOT_MAX_PAIRS];
  int n_pairs = opt->plot_xy ? plot_xy_pairs(m, opt->plot_xy, pairs, PLOT_MAX_PAIRS) : 0;
  if (n_pairs < 0)
    return HYSC_FAIL;
  add_head(b, m, animation_only ? "animation" : "results");
  const report_run *runs = R->runs;
  int n_runs = animation_only ? 1 : R->n_runs;
  text_add(b, "<p>t = %g .. %g s%s</p>\n", opt->start_time, opt->stop_time, animation_only ? ""
           : "; drag across a plot to zoom, the wheel zooms, a double click shows all.");
  if (!animation_only) {
    text_add(b, "<h2>Variables</h2>\n<div id=\"plots\"></div>\n");
    if (n_pairs)
      text_add(b, "<h2>x-y</h2>\n<div id=\"xy\"></div>\n");
  }
  if (n_pairs)
    text_add(b, "<h2>Animation</h2>\n<div id=\"animation\"></div>\n");
  if (!animation_only) {
    text_add(b, "<h2>Events</h2>\n");
    for (int r = 0; r < n_runs; r++)
      add_events(b, m, &runs[r]);
    add_statistics(b, runs, n_runs);
    if (n_runs == 2 && R->pairs)
      add_comparison(b, m, runs, R->pairs, R->n_pairs, opt->emit_internal);
  }
  add_data(b, m, opt, pairs, n_pairs, runs, n_runs);
  text_add(b, "<script>\n%s</script>\n</body>\n</html>\n", report_script);
  return b->failed ? HYSC_FAIL : HYSC_OK;
}

static int report_write(const hysc_model *m, const hysc_options *opt, const char *path,
                        const report_runs *R, int animation_only)
{
  text_buffer b = {0};
  const char *flag = animation_only ? "--animate" : "--report";
  if (page_text(&b, m, opt, R, animation_only) != HYSC_OK) {
    fprintf(stderr, "%s: error: %s: out of memory writing the page\n", m->name, flag);
    free(b.text);
    return HYSC_FAIL;
  }
  FILE *fp = fopen(path, "w");
  int ok = fp && fwrite(b.text, 1, b.len, fp) == b.len;
  if (fp && fclose(fp) != 0)
    ok = 0;
  if (!ok)
    fprintf(stderr, "%s: error: %s=%s: cannot write: %s\n", m->name, flag, text_clean(path),
            strerror(errno));
  free(b.text);
  return ok ? HYSC_OK : HYSC_FAIL;
}

int report_pictures(const hysc_model *m, const hysc_options *opt, const report_runs *R)
{
  const hysc_record *records[2];
  const char *labels[2];
  int rc = HYSC_OK;
  for (int r = 0; r < R->n_runs && r < 2; r++) {
    records[r] = R->runs[r].rec;
    labels[r] = R->runs[r].label;
  }
  if (opt->plot && plot_trajectories(m, opt, opt->plot, records, labels, R->n_runs) != HYSC_OK)
    rc = HYSC_FAIL;
  if (opt->animate && report_write(m, opt, opt->animate, R, 1) != HYSC_OK)
    rc = HYSC_FAIL;
  if (opt->report && report_write(m, opt, opt->report, R, 0) != HYSC_OK)
    rc = HYSC_FAIL;
  return rc;
}
