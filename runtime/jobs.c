/*
 * jobs.c - independent tasks spread over processes: the parts of a model
 * (partition.c) on all processors.  Task i goes to child i % processes;
 * each child writes what its tasks found into a file of its own, which the
 * parent reads once every child ended.  Large results go to memory shared
 * before the fork (jobs_shared), where each task writes its own entries.
 *
 * SIGINT, SIGTERM and SIGHUP to the parent while children run are passed on
 * to them (SIGTERM); once they ended the parent raises the signal again, so
 * that it dies of it (after output.c removed a result file being written).
 * A signal the parent inherited as ignored stays ignored.
 *
 * Calls nothing of the simulation: the work is a function of the caller's.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "hysc_runtime.h"

int jobs_default_processes(void)
{
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n >= 1 && n <= 4096 ? (int)n : 1;
}

void *jobs_shared(size_t bytes)
{
  void *p = mmap(NULL, bytes ? bytes : 1, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

void jobs_shared_free(void *p, size_t bytes)
{
  if (p)
    munmap(p, bytes ? bytes : 1);
}

/* The children running, for the handler, which may only call
   async-signal-safe functions (kill). */
static pid_t *volatile running_pids;
static volatile sig_atomic_t running_count, stop_signal;

static void pass_on(int sig)
{
  stop_signal = sig;
  for (int c = 0; c < running_count; c++)
    if (running_pids && running_pids[c] > 0)
      kill(running_pids[c], SIGTERM);
}

static const int stop_signals[JOBS_STOP_SIGNALS] = {SIGINT, SIGTERM, SIGHUP};
enum { N_STOP = JOBS_STOP_SIGNALS };

/* A signal inherited as ignored (SIGINT of a command started with & by a
   shell without job control, nohup's SIGHUP) stays ignored, as the shell
   that started the process expects. */
void jobs_handle_stops(int install, void (*handler)(int), struct sigaction *old)
{
  for (int i = 0; i < N_STOP; i++) {
    if (!install) {
      if (old[i].sa_handler != SIG_IGN)
        sigaction(stop_signals[i], &old[i], NULL);
      continue;
    }
    if (sigaction(stop_signals[i], NULL, &old[i]) != 0 || old[i].sa_handler == SIG_IGN)
      continue;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;   /* no SA_RESTART: waitpid returns on a signal */
    sigemptyset(&sa.sa_mask);
    sigaction(stop_signals[i], &sa, NULL);
  }
}

/* In the child: its tasks in turn (the first status that is not HYSC_OK
   ends them; they may write into fp), then its report into fp.  The status
   is the child's exit status. */
static void child(const jobs_spec *J, int number, int processes, FILE *fp, const sigset_t *mask)
{
  /* the parent's handlers are not the child's: SIGTERM ends it */
  for (int i = 0; i < N_STOP; i++) {
    struct sigaction now;
    if (sigaction(stop_signals[i], NULL, &now) == 0 && now.sa_handler == pass_on)
      signal(stop_signals[i], SIG_DFL);
  }
  sigprocmask(SIG_SETMASK, mask, NULL);
  int status = HYSC_OK;
  for (int task = J->first + number; task < J->n_tasks && status == HYSC_OK; task += processes)
    status = J->work(J->ctx, task, number == 0, fp);
  if (status == HYSC_OK && J->report && J->report(J->ctx, fp) != HYSC_OK)
    status = HYSC_FAIL;
  if (fflush(fp) != 0)
    status = HYSC_FAIL;
  _exit(status);
}

/* The parent's side: every child waited for, then each file read in turn. */
static int gather(const jobs_spec *J, int processes, pid_t *pids, FILE **files)
{
  int worst = HYSC_OK;
  for (int c = 0; c < processes; c++) {
    int wstatus = 0;
    while (waitpid(pids[c], &wstatus, 0) < 0 && errno == EINTR)
      ;
    pids[c] = 0;   /* ended: its number may be another process's now */
    int status = HYSC_FAIL;
    if (WIFEXITED(wstatus)) {
      status = WEXITSTATUS(wstatus) == HYSC_OK || WEXITSTATUS(wstatus) == HYSC_STOP ? WEXITSTATUS(wstatus) : HYSC_FAIL;
      rewind(files[c]);
      if (status == HYSC_OK && J->gather(J->ctx, files[c]) != HYSC_OK)
        status = HYSC_FAIL;
    } else if (WIFSIGNALED(wstatus) && !stop_signal) {
      fprintf(stderr, "%s: error: a process simulating parts of the model died of signal %d\n", J->name,
              WTERMSIG(wstatus));
    }
    if (status == HYSC_FAIL || (status == HYSC_STOP && worst == HYSC_OK))
      worst = status;
    fclose(files[c]);
  }
  return worst;
}

/* Forks the children (signals held meanwhile, so that the handler always
   knows every child; none after a stop signal): how many started, or
   -1 - that number after a failure. */
static int start(const jobs_spec *J, int processes, pid_t *pids, FILE **files)
{
  sigset_t stops, old_mask;
  sigemptyset(&stops);
  for (int i = 0; i < N_STOP; i++)
    sigaddset(&stops, stop_signals[i]);
  int started = 0, failed = 0;
  for (; started < processes && !failed && !stop_signal; started++) {
    if (!(files[started] = tmpfile())) {
      fprintf(stderr, "%s: error: cannot create a temporary file: %s\n", J->name, strerror(errno));
      failed = 1;
      break;
    }
    sigprocmask(SIG_BLOCK, &stops, &old_mask);
    pids[started] = fork();
    if (pids[started] == 0)
      child(J, started, processes, files[started], &old_mask);
    if (pids[started] > 0)
      running_count = started + 1;
    sigprocmask(SIG_SETMASK, &old_mask, NULL);
    if (pids[started] < 0) {
      fprintf(stderr, "%s: error: cannot start a process: %s\n", J->name, strerror(errno));
      fclose(files[started]);
      failed = 1;
      break;
    }
  }
  return failed ? -started - 1 : started;
}

int jobs_run(const jobs_spec *J, int processes)
{
  if (processes > J->n_tasks - J->first)
    processes = J->n_tasks - J->first;
  if (processes < 1)
    return HYSC_OK;
  pid_t *pids = calloc((size_t)processes, sizeof *pids);
  FILE **files = calloc((size_t)processes, sizeof *files);
  if (!pids || !files) {
    free(pids);
    free(files);
    fprintf(stderr, "%s: error: out of memory\n", J->name);
    return HYSC_FAIL;
  }
  fflush(NULL);   /* nothing buffered is written twice by the children */
  struct sigaction old[N_STOP];
  stop_signal = 0;
  running_count = 0;
  running_pids = pids;
  jobs_handle_stops(1, pass_on, old);
  int started = start(J, processes, pids, files), rc = HYSC_OK;
  if (started < 0) {
    started = -started - 1;
    rc = HYSC_FAIL;
    for (int c = 0; c < started; c++)
      kill(pids[c], SIGTERM);
  }
  int gathered = gather(J, started, pids, files);
  running_count = 0;
  running_pids = NULL;
  jobs_handle_stops(0, pass_on, old);
  free(pids);
  free(files);
  if (stop_signal)
    raise(stop_signal);   /* the caller's handler (output.c) or the default: the end */
  return rc != HYSC_OK ? rc : gathered;
}
