# hysc terminated by SIGTERM while the C compiler runs (as a signal to the
# process group does: here a compiler that sends SIGTERM to hysc and to
# itself) used to call the compiler's failure "a bug in hysc" (or blame
# HYSC_CC).  It now says the compiler was terminated by signal 15, removes
# its temporary files, writes no executable and dies of SIGTERM (143).
. "$TOP/tests/lib.sh"
mkdir bin tmp
printf '#!/bin/sh\nkill -TERM $PPID\nkill -TERM $$\nsleep 5\n' > bin/cc
chmod +x bin/cc
TMPDIR=$PWD/tmp HYSC_CC=$PWD/bin/cc "$HYSC" "$TOP/tests/models/Cooling.mo" -o ./Cooling > out.txt 2> err.txt
status=$?
holds "exit status 143, SIGTERM (got $status)" "$status == 143"
sed 's|(/.*/tmp/hysc-[^/]*/model.c)$|(TMPDIR/hysc-XXXXXX/model.c)|' err.txt > err.clean
want="hysc: error: the C compiler was terminated by signal 15 (Terminated) while compiling the generated code (TMPDIR/hysc-XXXXXX/model.c)"
[ "$(head -n 1 err.clean)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat err.txt)"
grep -q "bug in hysc\|HYSC_CC" err.txt && fail "the compiler or hysc is blamed: $(cat err.txt)"
[ ! -e Cooling ] && echo "ok   no executable" || fail "an executable was written"
[ -z "$(ls -A tmp)" ] && echo "ok   the temporary files are removed" || fail "left in TMPDIR: $(ls -A tmp)"
finish
