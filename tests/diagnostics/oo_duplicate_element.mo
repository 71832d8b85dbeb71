// 'h' comes from Base and is declared again, differently, in the model.
model Base
  Real h(start = 1, fixed = true);
equation
  der(h) = -h;
end Base;

model Child
  extends Base;
  parameter Real h = 2;
end Child;

model oo_duplicate_element
  Child c;
end oo_duplicate_element;
