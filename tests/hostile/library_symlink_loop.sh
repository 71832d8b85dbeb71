# Package directories that reach each other through symbolic links
# (library.c): Lib/A holds A -> . and B -> ../B, Lib/B holds A -> ../A and
# B -> ., so each level doubled the directories read (2.7 GB in 10 s, then
# out of memory).  Each directory, by device and inode, is read once; a
# second path to it is a located error in its package.mo, one per link
# reached (4 here).  Without the links the library loads and runs:
# der(x) = -x, x(0) = 1 gives x(1) = exp(-1) (to 1e-5, the solver's tolerance).
. "$TOP/tests/lib.sh"
mkdir -p lib/Lib/A lib/Lib/B
printf 'package Lib\nend Lib;\n' > lib/Lib/package.mo
printf 'package A\nend A;\n' > lib/Lib/A/package.mo
printf 'package B\nend B;\n' > lib/Lib/B/package.mo
printf 'model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n  annotation(experiment(StopTime = 1, Interval = 0.5));\nend Decay;\n' > lib/Lib/A/Decay.mo
"$HYSC" -L lib -o ./decay Lib.A.Decay || fail "hysc without links exited $?"
./decay -o decay.csv || fail "./decay exited $?"
close "x(1)" "$(last_value x decay.csv)" 0.36787944 1e-5
ln -s . lib/Lib/A/A
ln -s ../B lib/Lib/A/B
ln -s ../A lib/Lib/B/A
ln -s . lib/Lib/B/B
status_is "directories linked to each other" 1 timeout 60 "$HYSC" -L lib -o ./looped Lib.A.Decay
grep -q "^lib/Lib/A/A/package.mo:1:9: error: the package directory 'lib/Lib/A/A' is 'lib/Lib/A' again, through a symbolic link: each directory is read once$" status.err ||
  fail "no located error on the link: $(head -n 1 status.err)"
holds "one error per link reached ($(grep -c 'error:' status.err))" "$(grep -c 'error:' status.err) == 4"
finish
