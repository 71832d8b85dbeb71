# --compare writes two result files in one process (FILE-ida and
# FILE-newmark), each output with its own columns and row texts: each file,
# CSV and MAT, equals byte for byte the file of a run of that backend alone
# (tests/models/MatAliases.mo: aliases, negated aliases, columns that keep
# their value).
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/MatAliases.mo" -o ./MatAliases
for ext in csv mat; do
  ./MatAliases --compare -o both.$ext > compare.out || fail "--compare -o both.$ext exited $?"
  for solver in ida newmark; do
    ./MatAliases --solver=$solver -o alone-$solver.$ext || fail "--solver=$solver exited $?"
    if cmp -s both-$solver.$ext alone-$solver.$ext; then
      echo "ok   both-$solver.$ext equals the $solver run alone ($(wc -c < alone-$solver.$ext) bytes)"
    else
      fail "both-$solver.$ext differs from the $solver run alone"
    fi
  done
  cmp -s both-ida.$ext both-newmark.$ext && fail "the ida and newmark files are the same: no check"
done
finish
