package ExternalC "external C functions (spec 12.9): the C of Resources/C-Sources, built as library ExtC"
  function scale "the default call: extc_scale(x, k), inputs in order, the output returned"
    input Real x;
    input Integer k;
    output Real y;
  external "C" y = extc_scale(x, k) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end scale;

  function extc_scale "the default call of a function named like its C function"
    input Real x;
    input Integer k;
    output Real y;
  external "C" annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end extc_scale;

  function weightedSum "an array and its size: sum of i * a[i], times w"
    input Real a[:];
    input Real w;
    output Real s;
  external "C" s = extc_wsum(a, size(a, 1), w) annotation(Library = "ExtC");
  end weightedSum;

  function minMax "outputs as pointers"
    input Real a[:];
    output Real lo;
    output Real hi;
  external "C" extc_minmax(a, size(a, 1), lo, hi) annotation(Library = "ExtC");
  end minMax;

  function scaled "an array output"
    input Real a[:];
    input Real k;
    output Real b[size(a, 1)];
  external "C" extc_scale_array(a, size(a, 1), k, b) annotation(Library = {"ExtC", "m"});
  end scaled;

  function positive "a Boolean result"
    input Real x;
    output Boolean p;
  external "C" p = extc_positive(x) annotation(Library = "ExtC");
  end positive;

  function count "a String literal argument"
    input Integer c "a character code";
    output Integer n;
  external "C" n = extc_count("banana", c) annotation(Library = "ExtC");
  end count;

  function trace "a matrix, row-major, and both its sizes"
    input Real m[:, :];
    output Real t;
  external "C" t = extc_matrix_trace(m, size(m, 1), size(m, 2)) annotation(Library = "ExtC");
  end trace;

  function checkedSqrt "ModelicaFormatError for a negative argument"
    input Real x;
    output Real y;
  external "C" y = extc_checked_sqrt(x) annotation(Library = "ExtC");
  end checkedSqrt;

  function cubeRoot "a function of the C library"
    input Real x;
    output Real y;
  external "builtin" y = cbrt(x) annotation(Library = "m");
  end cubeRoot;

  class Table1D "a 1-D table in C: linear interpolation, constant outside"
    extends ExternalObject;
    function constructor
      input Real x[:];
      input Real y[size(x, 1)];
      output Table1D table;
    external "C" table = extc_table_new(x, y, size(x, 1))
      annotation(Include = "#include \"extc.h\"", Library = "ExtC");
    end constructor;

    function destructor
      input Table1D table;
    external "C" extc_table_free(table) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
    end destructor;
  end Table1D;

  function interpolate
    input Table1D table;
    input Real u;
    output Real y;
  external "C" y = extc_table_value(table, u) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end interpolate;

  function nextBreak
    input Table1D table;
    input Real u;
    output Real next;
  external "C" next = extc_table_next(table, u) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end nextBreak;

  function stepValue
    input Table1D table;
    input Real u;
    output Real y;
  external "C" y = extc_table_step(table, u) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end stepValue;

  model TableSteps "a table of constant segments whose C wants its next event asked before its value"
    parameter Table1D steps = Table1D({0, 1, 2}, {5, 7, 9});
    Real ts = time;
    discrete Real next(start = 0, fixed = true);
    Real y = stepValue(steps, ts) "5, 7 from t = 1, 9 from t = 2";
    Real x(start = 0, fixed = true) "the integral of y";
  equation
    when {initial(), time >= pre(next)} then
      next = nextBreak(steps, ts);
    end when;
    der(x) = y;
  end TableSteps;

  model Tables "two table objects, read over time"
    parameter Real xs[3] = {0, 1, 2};
    parameter Table1D ramp = Table1D(xs, {0, 10, 40});
    Table1D step = Table1D({0, 0.5}, {1, -1}) "a parameter without the prefix";
    Real y = interpolate(ramp, time) "10 t up to 1, then 10 + 30 (t - 1)";
    Real z = interpolate(step, time) "1 - 4 t up to 0.5, then -1";
    Real x(start = 0, fixed = true) "the integral of y";
  equation
    der(x) = y;
  end Tables;

  model Calls "each function once, against values worked out by hand"
    Real x(start = 1, fixed = true);
    Real s1 = scale(x, 3);
    Real s2 = extc_scale(x, -2);
    Real w = weightedSum({1, 2, 3}, x) "(1 + 4 + 9) x";
    Real lo, hi;
    Real b[3] = scaled({1, -2, 4}, x);
    parameter Boolean p1 = positive(-1), p2 = positive(2);
    Real pv = if p2 and not p1 then 1 else 0 "1 when both are right";
    Integer n = count(97) "the a's of banana";
    Real tr = trace([1, 2; 3, 4] * x);
    Real r = cubeRoot(27 * x * x * x);
  equation
    der(x) = x;
    (lo, hi) = minMax({x, -x, 2 * x});
  end Calls;

  model EventRange "a when-equation reads t / 2, which no event moves: its C is defined only up to the event's point"
    Real ts = time / 2;
    discrete Real v(start = -1, fixed = true);
  equation
    when time >= 2 then
      v = checkedSqrt(1e-10 + 1 - ts);
    end when;
  end EventRange;

  model Failing "checkedSqrt(1 - time) fails once time passes 1"
    Real x(start = 0, fixed = true);
    Real y = checkedSqrt(1 - time);
  equation
    der(x) = 1;
  end Failing;
  constant String fruit = "papaya" "a package constant, for a String argument";
  type Factor = enumeration(one, two, three) "passed to C as int, the literal's number";

  function countIn "a String input passed to C as const char *"
    input String s;
    input Integer c "a character code";
    output Integer n;
  external "C" n = extc_count(s, c) annotation(Library = "ExtC");
  end countIn;

  function countA "a String input passed on to another function"
    input String word;
    output Integer n;
  algorithm
    n := countIn(word, 97) + 0 * Integer(Factor.one);
  end countA;

  function scaleBy "an enumeration input passed to C as int"
    input Real x;
    input Factor f;
    output Real y;
  external "C" y = extc_scale(x, f) annotation(Library = "ExtC");
  end scaleBy;

  function next "an enumeration output, the next literal, three after three"
    input Factor f;
    output Factor g;
  algorithm
    g := if f == Factor.one then Factor.two else Factor.three;
  end next;

  function sqrt "named after the built-in it calls, as Modelica.Math names its functions"
    input Real u;
    output Real y;
  algorithm
    y := sqrt(u);
  end sqrt;

  model Strings "String and enumeration arguments"
    parameter String word = "ban" + "ana";
    constant String other = "abracadabra";
    parameter Factor f = Factor.two;
    Real x(start = 1, fixed = true);
    Integer a = countIn(word, 97) "3";
    Integer b = countIn(other, 97) "5";
    Integer c = countA("cassava") "3";
    Integer d = countIn(word + other, 98) "1 + 2";
    Integer p = countIn(fruit, 112) "2";
    Real y = scaleBy(x, Factor.three) "3 x";
    Real z = scaleBy(x, f) "2 x";
    Factor g = next(f) "three";
    Integer h = Integer(g) "3";
    Integer e = countIn(greeting(word), 97) "the a's of hello banana: 3";
    Integer l = countIn("n: " + greeting(other), 108) "the l's of n: hello abracadabra: 2";
    Real q = sqrt(4 * x * x) "ExternalC.sqrt, whose sqrt is the built-in: 2 x";
  equation
    der(x) = x;
  end Strings;

  function greeting "a String output: the text C returns, in memory of ModelicaAllocateString"
    input String name;
    output String s;
  external "C" s = extc_greeting(name) annotation(Library = "ExtC");
  end greeting;

  package ExternalReferences "as ModelicaServices': loadResource of a literal is folded at compile time"
    function loadResource
      input String uri;
      output String fileReference;
    algorithm
      fileReference := uri;
    end loadResource;
  end ExternalReferences;

  function firstNumber "the number a text file begins with"
    input String fileName;
    output Real y;
  external "C" y = extc_first_number(fileName) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end firstNumber;

  model Resource "a String parameter naming a file of the package by its modelica:// URI"
    parameter String file = ExternalReferences.loadResource("modelica://ExternalC/Resources/Data/number.txt");
    Real v = firstNumber(file) "42.5";
  end Resource;

  block Labelled "String parameters chosen at compile time, as a block chooses the name of its file"
    parameter Boolean fromFile = false;
    parameter String fileName = "NoName";
    parameter String name = "apple";
    parameter Boolean named = fileName <> "NoName" and countIn(fileName, 97) > 0;
    Integer n = countIn(if fromFile then fileName else name, 112) "the p's";
    Integer m = countIn(if fromFile and fileName <> "NoName" then fileName else "NoName", 78) "the N's";
    Integer k = countIn(if name == "" then greeting(name) else name, 101) "the e's";
    Real flag = if named then 1 else 0;
  end Labelled;

  model Choices "String arguments decided by Boolean parameters and String comparisons"
    Labelled a(name = "pepper");
    Labelled b(fromFile = true, fileName = "pap" + "aya");
    Labelled c(fromFile = true);
  end Choices;
  function report "no output: prints what, t and v, one line"
    input String what;
    input Real t;
    input Real v;
  external "C" extc_report(what, t, v) annotation(Include = "#include \"extc.h\"", Library = "ExtC");
  end report;

  model Prints "call statements in when-clauses, each run once per firing; a call whose outputs are discarded"
    Real x(start = 0, fixed = true);
    Integer n(start = 0, fixed = true);
  equation
    der(x) = 1;
    when sample(0.5, 1) then
      n = pre(n) + 1;
      report("sample", time, n);
      scale(x, 3);
    end when;
  algorithm
    when x >= 2.25 then
      report("algorithm", time, x);
    end when;
  end Prints;
end ExternalC;
