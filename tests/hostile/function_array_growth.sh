# Functions with array inputs are made once per size of their arguments: a
# function that calls itself on ever larger arrays, or on more and more
# sizes, stops the compiler with a located error within seconds, never
# exhausting memory.  A size condition that ends the recursion compiles.
. "$TOP/tests/lib.sh"
cat > Grow.mo <<'MO'
function grow
  input Real x[:];
  output Real y;
algorithm
  y := grow(cat(1, x, x));
end grow;

function longer
  input Real x[:];
  output Real y;
algorithm
  y := longer(cat(1, x, {1}));
end longer;

model Grow
  Real a = grow({1});
end Grow;
MO
sed 's/grow({1})/longer({1})/; s/^model Grow/model Longer/; s/^end Grow/end Longer/' Grow.mo > Longer.mo
for m in Grow Longer; do
  status_is "$m" 1 timeout 60 "$HYSC" -o ./$m $m.mo
  grep -q "^$m.mo:[0-9]*:[0-9]*: error: calls of functions with array inputs need more than" status.err \
    && echo "ok   $m: located error" || { fail "$m: no located error"; head -3 status.err; }
done
finish
