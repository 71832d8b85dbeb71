// A function named relative to the package around a base class
// (Functions.sum, written in P.Adaptors.Base) is found from there when
// the equation is inherited by a class of another package, in a parameter
// if-equation too.  sum({time, 1}) = time + 1 and twice(time) = 2 time:
// at t = 1, y = 2 and z = 2 in both the inheriting model and the component.
// expect final y 2 1e-12
// expect final z 2 1e-12
// expect final part.y 2 1e-12
// expect final part.z 2 1e-12
package P
  package Adaptors
    partial model Base
      parameter Boolean useSum = true;
      Real y;
      Real z;
    equation
      if useSum then
        y = Functions.sum({time, 1});
      else
        y = 0;
      end if;
      z = Functions.twice(time);
    end Base;
    package Functions
      function sum
        input Real u[:];
        output Real y = 0;
      algorithm
        for i in 1:size(u, 1) loop
          y := y + u[i];
        end for;
      end sum;
      function twice
        input Real u;
        output Real y;
      algorithm
        y := 2 * u;
      end twice;
    end Functions;
  end Adaptors;
end P;

package Q
  model Part
    extends P.Adaptors.Base;
  end Part;
end Q;

model InheritedFunctionLookup
  extends P.Adaptors.Base;
  Q.Part part;
end InheritedFunctionLookup;
