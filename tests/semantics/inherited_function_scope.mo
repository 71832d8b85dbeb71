// A call in an equation inherited from a base class written in another
// package (Functions.twice inside Adaptors, the derived class in Other)
// names the function as seen from where the base is written.
// expect final o.b.u 2 1e-12
// expect at 0.5 o.b.u 1 1e-9
// expect final o.b.v 3 1e-12
model inherited_function_scope
  package Adaptors
    partial model A
      parameter Boolean useTwice = true;
      Real u;
      Real v;
    equation
      if useTwice then
        u = Functions.twice(time);
      else
        u = 0;
      end if;
      v = Functions.Inner.plusOne(u);
    end A;
    package Functions
      function twice
        input Real x;
        output Real y;
      algorithm
        y := 2 * x;
      end twice;
      package Inner
        function plusOne
          input Real x;
          output Real y = x + 1;
        end plusOne;
      end Inner;
    end Functions;
  end Adaptors;
  package Other
    model B
      extends Adaptors.A(useTwice = true);
    end B;
    model C
      B b;
    end C;
  end Other;
  Other.C o;
end inherited_function_scope;
