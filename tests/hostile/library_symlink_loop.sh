# Package directories that reach each other through symbolic links
# (library.c): Lib/A holds A -> . and B -> ../B, Lib/B holds A -> ../A and
# B -> ., so each level doubled the directories read (2.7 GB in 10 s, then
# out of memory).  Each directory, by device and inode, is read once; a
# second path to it is a located error in its package.mo when a look-up
# goes through it.  Directories are read on demand, so links that nothing
# names are never followed: der(x) = -x, x(0) = 1 gives x(1) = exp(-1)
# (to 1e-5, the solver's tolerance) with or without them.
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
"$HYSC" -L lib -o ./linked Lib.A.Decay || fail "hysc with unused links exited $?"
./linked -o linked.csv || fail "./linked exited $?"
close "x(1) with the links beside" "$(last_value x linked.csv)" 0.36787944 1e-5
# through a link back to its own directory, and eight levels down the loop
# (2^8 directories if each path were read): one located error each
status_is "a class named through a link" 1 timeout 60 "$HYSC" -L lib -o ./looped Lib.A.A.Decay
grep -q "^lib/Lib/A/A/package.mo:1:9: error: the package directory 'lib/Lib/A/A' is 'lib/Lib/A' again, through a symbolic link: each directory is read once$" status.err ||
  fail "no located error on the link: $(head -n 1 status.err)"
holds "one error on the link ($(grep -c 'package directory' status.err))" "$(grep -c 'package directory' status.err) == 1"
status_is "eight levels through the links" 1 timeout 60 "$HYSC" -L lib -o ./looped Lib.A.B.A.B.A.B.A.B.Decay
grep -q "^lib/Lib/A/B/A/package.mo:1:9: error: the package directory 'lib/Lib/A/B/A' is 'lib/Lib/A' again" status.err ||
  fail "no located error on the first link back: $(head -n 1 status.err)"
holds "one error down the loop ($(grep -c 'package directory' status.err))" "$(grep -c 'package directory' status.err) == 1"
finish
