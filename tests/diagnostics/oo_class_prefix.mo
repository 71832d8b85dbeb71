// A local class takes only redeclare, final and replaceable (spec 4.5),
// not the prefixes of a component.
package P
  model M
    Real x = 1;
  end M;
end P;

model oo_class_prefix
  parameter model Q = P.M;
  Q q;
end oo_class_prefix;
