// A when-clause assigns variables of its own class, not those of a model
// or block component (spec 4.4.4), even an input of a block.
connector RealInput = input Real;

block Sampler
  discrete RealInput held(start = 0, fixed = true);
end Sampler;

model WhenAssignsComponentVariable
  Sampler s;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  when sample(0, 0.5) then
    s.held = x;
  end when;
end WhenAssignsComponentVariable;
