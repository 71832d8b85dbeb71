// String(x) outside the message of assert or terminate.
model oo_string_call
  Real x = time;
  Real y;
equation
  y = String(x);
end oo_string_call;
