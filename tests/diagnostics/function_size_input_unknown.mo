// An output sized by an Integer input needs that input known at compile
// time at the call: here it varies during the run.
model FunctionSizeInputUnknown
  function ramp
    input Integer n;
    input Real k;
    output Real y[n];
  algorithm
    for i in 1:n loop
      y[i] := k * i;
    end for;
  end ramp;
  Integer k = integer(time);
  Real v[2] = ramp(k, 1);
end FunctionSizeInputUnknown;
