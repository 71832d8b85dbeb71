# --events lines quote the model's conditions and its file name: a quoted
# identifier holding ESC reached the terminal raw in them ('a<ESC>[2Jb' > 0.5
# cleared the screen), though the executable's other messages showed it as
# '?'.  Every --events line now shows control characters as '?', on both
# solvers.  The model: a sample at t = 0.25 resets the state 'a<ESC>[2Jb' to
# 0.6, which makes 'a...' > 0.5 fire in the same event and reset x to 0.
. "$TOP/tests/lib.sh"
esc=$(printf '\033')
printf "model E\n  Real x(start = 0, fixed = true);\n  Real 'a${esc}[2Jb'(start = 0, fixed = true);\nequation\n  der(x) = 1;\n  der('a${esc}[2Jb') = 1;\n  when 'a${esc}[2Jb' > 0.5 then\n    reinit(x, 0);\n  end when;\n  when sample(0.25, 10) then\n    reinit('a${esc}[2Jb', 0.6);\n  end when;\nend E;\n" > "e${esc}]0;t.mo"
build "./e${esc}]0;t.mo" -o ./E
for solver in ida newmark; do
  status_is "$solver: --events" 0 ./E --solver=$solver --events --stop-time=1 -o e.csv
  cat status.out status.err > log
  if grep -q "[$esc]" log; then fail "$solver: an ESC got through: $(cat -v log)"
  else echo "ok   $solver: no ESC byte in the output"; fi
  printf '%s\n' "event t=0.25 time event sample(0.25, 10) (./e?]0;t.mo:10)" \
    "event t=0.25 sample(0.25, 10) (./e?]0;t.mo:10)" \
    "event t=0.25 'a?[2Jb' > 0.5 (./e?]0;t.mo:7)" \
    "event t=0.25 relation 'a?[2Jb' > 0.5 became true (./e?]0;t.mo:7)" > want
  grep '^event' log > got
  cmp -s want got && echo "ok   $solver: the four event lines, control characters as '?'" \
    || fail "$solver: event lines $(cat -v got)"
  close "$solver: x(1) = 1 - 0.25 (reset at t = 0.25)" "$(last_value x e.csv)" 0.75 1e-6
done
finish
