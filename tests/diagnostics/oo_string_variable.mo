// A String that is neither a parameter nor a constant: hysc has no String
// variables (Strings are for messages).
model oo_string_variable
  String label = "ball";
  Real x = time;
end oo_string_variable;
