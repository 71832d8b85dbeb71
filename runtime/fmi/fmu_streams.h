/*
 * fmu_streams.h - included first into every runtime file of the FMU's
 * runtime (libhyscrt_pic.a): inside an importer's process the runtime's
 * messages go to the FMI logger of the instance being called, not to the
 * process's standard streams, and an exit() of the runtime (ModelicaError
 * outside an external call) returns fmi2Error from the FMI call instead of
 * ending the importer.  The standalone runtime (libhyscrt.a) is built without it.
 */
#ifndef HYSC_FMU_STREAMS_H
#define HYSC_FMU_STREAMS_H

#include <stdio.h>
#include <stdlib.h>

/* the stream of the instance in an FMI call, else the process's own */
FILE *hysc_fmu_stream(int error);
/* leaves the FMI call under way with fmi2Error (never returns) */
_Noreturn void hysc_fmu_exit(int status);

#undef stderr
#define stderr (hysc_fmu_stream(1))
#undef stdout
#define stdout (hysc_fmu_stream(0))
#define exit(status) hysc_fmu_exit(status)

#endif
