// model extends M (spec 7.3.1) needs an inherited class M to extend.
package P
  model Base
    Real x = 1;
  end Base;
  model Derived
    extends Base;
    redeclare model extends Law
      Real y = 2;
    end Law;
  end Derived;
end P;

model class_extends_nothing_inherited
  P.Derived d;
end class_extends_nothing_inherited;
