package ImpureRandom "impure external C functions and a generator of numbers whose state lives in C, set at initialization; built as library ImpureRandom"
  function hashName "a pure external function of a String"
    input String s;
    output Integer h;
  external "C" h = impr_hash(s) annotation(Library = "ImpureRandom");
  end hashName;

  function initialize "sets the state of the generator in C through a function declared inside it"
    input Integer seed;
    output Integer id;
  protected
    Integer s[2];
    impure function store
      input Integer s[2];
      input Integer id;
    external "C" impr_store(s, size(s, 1), id) annotation(Library = "ImpureRandom");
    end store;
  algorithm
    s := {seed, 2 * seed + 1};
    id := 7;
    store(s, id);
  end initialize;

  impure function draw "the next number of the generator in C"
    input Integer id;
    output Real r;
  external "C" r = impr_draw(id) annotation(Library = "ImpureRandom");
  end draw;

  impure function draws "how many numbers were drawn"
    input Integer id;
    output Integer n;
  external "C" n = impr_draws(id) annotation(Library = "ImpureRandom");
  end draws;

  function step "a pure generator on a state of Integers: t = {s2, mod(s1 + s2, 97)}, r = t2/97"
    input Integer s[2];
    output Real r;
    output Integer t[2];
  algorithm
    t := {s[2], mod(s[1] + s[2], 97)};
    r := t[2] / 97;
  end step;

  block Noise "a pure generator seeded from the name of its instance, or by a fixed seed"
    parameter Boolean automaticSeed = true;
    parameter Integer fixedSeed = 5;
    final parameter Integer localSeed(fixed = false);
    Integer state[2];
    discrete Real r;
  initial equation
    localSeed = if automaticSeed then mod(hashName(getInstanceName()), 97) else fixedSeed;
    pre(state) = {localSeed, 1};
    r = step(pre(state));
  equation
    when sample(0.1, 0.1) then
      (r, state) = step(pre(state));
    end when;
  end Noise;

  model Sources "the impure generator drawn at initial() and every 0.25, two pure ones every 0.1"
    final parameter Integer id(fixed = false);
    Noise a;
    Noise b(automaticSeed = false);
    discrete Real z;
    discrete Integer n;
  initial equation
    id = initialize(3);
  equation
    when {initial(), sample(0.25, 0.25)} then
      z = draw(id);
      n = draws(id);
    end when;
  end Sources;
  model InitialDraws "impure calls of initial equations and of an initial algorithm: one call each per initialization"
    final parameter Integer id(fixed = false);
    parameter Real p(fixed = false);
    Real x(fixed = false);
    parameter Real q(fixed = false);
    final parameter Integer k(fixed = false);
    discrete Integer n;
  initial equation
    id = initialize(3);
    p = draw(id);
    x = 2 * draw(id);
    k = integer(1000 * draw(id) + 0.5);
  initial algorithm
    q := draw(id);
  equation
    der(x) = 0;
    when sample(0.5, 1) then
      n = draws(id);
    end when;
  end InitialDraws;
end ImpureRandom;
