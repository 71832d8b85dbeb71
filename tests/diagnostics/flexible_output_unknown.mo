// A call of a function with an output of flexible size is worked out when
// the model is translated (spec 12.4.5): its arguments must be known then,
// not change during the run.
model FlexibleOutputUnknown
  function positives
    input Real x[:];
    output Real y[:];
  algorithm
    for i in 1:size(x, 1) loop
      if x[i] > 0 then
        y := cat(1, y, x[i:i]);
      end if;
    end for;
  end positives;
  Real p[:] = positives({time, 1});
end FlexibleOutputUnknown;
