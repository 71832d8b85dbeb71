// A record with a String field (spec 12.6): a parameter record built by
// its constructor (p.name "pump" at compile time), a variable record set
// in a when-clause from t = 1 (current.name a String variable, "valve"),
// its fields passed to a function's record input, compared, and shown in a
// message: the assert fails at t = 2.5 with "pump#7 valve#2 pump".
// run --stop-time=3
// expect exit 1
// expect stderr assertion failed: pump#7 valve#2 pump (
// expect at 0.5 named 0 0
// expect at 0.5 current.id 0 0
// expect at 1.5 named 1 0
// expect final current.id 2 0
model string_record
  record Tag
    String name;
    Integer id;
  end Tag;
  function describe
    input Tag t;
    output String s;
  algorithm
    s := t.name + "#" + String(t.id);
  end describe;
  parameter Tag p = Tag("pump", 7);
  Real x(start = 0, fixed = true);
  Tag current(name(start = "none"), id(start = 0));
  Boolean named;
equation
  der(x) = 1;
  when x > 1 then
    current = Tag("valve", 2);
  end when;
  named = current.name == "valve";
  assert(x < 2.5, describe(p) + " " + describe(current) + " " + p.name);
end string_record;
