# The SECURITY section of hysc(1) says where the generated C goes: a fresh
# mkdtemp(3) directory of mode 0700 in $TMPDIR holding model.c (it used to
# say a file made by mkstemps(3), which hysc does not use).  Checked here:
# the page's words, and what a build kept by HYSC_KEEP_C=always left, and
# that a build without it leaves nothing, nor does hysc --run.  The C compiler runs from an
# argument vector, without a shell: HYSC_CFLAGS holding $(...), ';' and a
# backquote are words handed to the compiler, which refuses them (exit 1),
# and no command of theirs runs.
. "$TOP/tests/lib.sh"
sed -n '/^\.SH SECURITY/,/^\.SH /p' "$TOP/man/hysc.1" > security.txt
grep -q 'mkstemps' security.txt && fail "hysc(1) SECURITY names mkstemps(3)"
grep -q 'in a fresh directory made by' security.txt && grep -q '\\fBmkdtemp\\fR(3) (mode 0700)' security.txt \
  && echo "ok   hysc(1) SECURITY says mkdtemp(3), mode 0700" || fail "hysc(1) SECURITY: $(grep -n 'TMPDIR' security.txt)"
mkdir tmp
TMPDIR=$PWD/tmp HYSC_KEEP_C=always "$HYSC" "$TOP/tests/models/Cooling.mo" -o ./Cooling || fail "hysc exited $?"
set -- tmp/hysc-*
holds "one build directory in TMPDIR ($#)" "$# == 1"
[ -d "$1" ] && [ "$(stat -c %a "$1")" = 700 ] && echo "ok   $1 is a directory of mode 700" \
  || fail "$1: $(ls -ld "$1")"
[ -f "$1/model.c" ] && echo "ok   it holds model.c" || fail "$1 holds $(ls "$1")"
rm -rf tmp/*
TMPDIR=$PWD/tmp "$HYSC" "$TOP/tests/models/Cooling.mo" -o ./Cooling2 || fail "hysc exited $?"
[ -z "$(ls -A tmp)" ] && echo "ok   a build leaves nothing in TMPDIR" || fail "left in TMPDIR: $(ls -A tmp)"
TMPDIR=$PWD/tmp "$HYSC" --run "$TOP/tests/models/Cooling.mo" -- --stop-time=0.1 -o run.csv > run.out 2>&1 \
  || fail "hysc --run exited $?: $(cat run.out)"
[ -s run.csv ] && [ -z "$(ls -A tmp)" ] && echo "ok   hysc --run leaves its result and nothing in TMPDIR" \
  || fail "--run left in TMPDIR: $(ls -A tmp)"
rm -rf tmp/*
TMPDIR=$PWD/tmp HYSC_CFLAGS='$(touch made1) ;touch made2; `touch made3`' \
  "$HYSC" "$TOP/tests/models/Cooling.mo" -o ./Cooling3 > cc.out 2> cc.err
holds "HYSC_CFLAGS with shell syntax: the build fails (exit $?)" "$? == 1"
[ ! -e made1 ] && [ ! -e made2 ] && [ ! -e made3 ] && [ ! -e '`touch' ] \
  && echo "ok   no command of HYSC_CFLAGS ran" || fail "a command ran: $(ls)"
[ ! -e Cooling3 ] && [ -z "$(ls -A tmp)" ] && echo "ok   no executable, nothing left in TMPDIR" \
  || fail "left: $(ls -A tmp) $(ls Cooling3 2> /dev/null)"
finish
