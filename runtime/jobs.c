/*
 * jobs.c - independent tasks spread over processes: the parts of a model
 * (partition.c) on all processors.  Task i goes to child i % processes;
 * each child writes what its tasks found into a file of its own, which the
 * parent reads once every child ended.  Large results go to memory shared
 * before the fork (jobs_shared), where each task writes its own entries.
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

/* In the child: its tasks in turn (the first status that is not HYSC_OK
   ends them; they may write into fp), then its report into fp.  The status
   is the child's exit status. */
static void child(const jobs_spec *J, int number, int processes, FILE *fp)
{
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
    int status = HYSC_FAIL;
    if (WIFEXITED(wstatus)) {
      status = WEXITSTATUS(wstatus) == HYSC_OK || WEXITSTATUS(wstatus) == HYSC_STOP ? WEXITSTATUS(wstatus) : HYSC_FAIL;
      rewind(files[c]);
      if (status == HYSC_OK && J->gather(J->ctx, files[c]) != HYSC_OK)
        status = HYSC_FAIL;
    } else if (WIFSIGNALED(wstatus)) {
      fprintf(stderr, "%s: error: a process simulating parts of the model died of signal %d\n", J->name,
              WTERMSIG(wstatus));
    }
    if (status == HYSC_FAIL || (status == HYSC_STOP && worst == HYSC_OK))
      worst = status;
    fclose(files[c]);
  }
  return worst;
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
  int started = 0, rc = HYSC_OK;
  for (; started < processes; started++) {
    if (!(files[started] = tmpfile())) {
      fprintf(stderr, "%s: error: cannot create a temporary file: %s\n", J->name, strerror(errno));
      rc = HYSC_FAIL;
      break;
    }
    pids[started] = fork();
    if (pids[started] == 0)
      child(J, started, processes, files[started]);
    if (pids[started] < 0) {
      fprintf(stderr, "%s: error: cannot start a process: %s\n", J->name, strerror(errno));
      fclose(files[started]);
      rc = HYSC_FAIL;
      break;
    }
  }
  if (rc != HYSC_OK)
    for (int c = 0; c < started; c++)
      kill(pids[c], SIGTERM);
  int gathered = gather(J, started, pids, files);
  free(pids);
  free(files);
  return rc != HYSC_OK ? rc : gathered;
}
