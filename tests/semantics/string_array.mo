// Arrays of String variables (spec 3.7.1, 10.1) and for-loops over Strings
// (spec 8.3.2.1, 11.2.2.1): the loop over {"a", "bb", "c"} is unrolled at
// compile time, each if-condition on s decided there, so str is
// {"a1", "bb", "last c"}; the loop over {"x", "y"} picks n[1] = 10 and
// n[2] = 20 by a String comparison in a subscript; an algorithm's loop sets
// tag {"p!", "q!"}.  names, bound to three literals, is indexed by k, which
// a sample steps 1, 2, 3, 1, 2 at t = 0.1 ... 0.4: pick = names[k] is "one"
// on [0.1, 0.2) and [0.4, ...), so isOne is true there; later[2] is
// pre(later[1]).  The assert fails at t = 0.45 with every String in its
// message.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: a1|bb|last c 10 20 p!q! one,one,zero (
// expect final n[1] 10 0
// expect final n[2] 20 0
// expect at 0.05 isOne 0 0
// expect at 0.15 isOne 1 0
// expect at 0.25 isOne 0 0
// expect at 0.35 isOne 0 0
// expect final isOne 1 0
// expect final k 2 0
model string_array
  String str[3];
  Integer n[2];
  String tag[2];
  String names[3] = {"zero", "one", "two"};
  Integer k(start = 1, fixed = true);
  String pick;
  String later[2](each start = "none");
  Boolean isOne;
equation
  for s in {"a", "bb", "c"} loop
    if s == "a" then
      str[1] = s + "1";
    elseif s <> "c" then
      str[2] = s;
    else
      str[3] = "last " + s;
    end if;
  end for;
  for t in {"x", "y"} loop
    n[if t == "x" then 1 else 2] = if t == "x" then 10 else 20;
  end for;
  when sample(0.1, 0.1) then
    k = if pre(k) < 3 then pre(k) + 1 else 1;
    later[1] = names[k];
    later[2] = pre(later[1]);
  end when;
  pick = names[k];
  isOne = pick == "one";
  assert(time < 0.45, str[1] + "|" + str[2] + "|" + str[3] + " " + String(n[1]) + " " + String(n[2]) + " " +
         tag[1] + tag[2] + " " + pick + "," + later[1] + "," + later[2]);
algorithm
  for u in {"p", "q"} loop
    tag[if u == "p" then 1 else 2] := u + "!";
  end for;
end string_array;
