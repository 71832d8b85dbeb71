// Only functions may be declared inside a function.
model FunctionInnerClass
  function f
    input Real a;
    output Real b;
  protected
    record Pair
      Real p, q;
    end Pair;
  algorithm
    b := a;
  end f;
  Real x = f(time);
end FunctionInnerClass;
