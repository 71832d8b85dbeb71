// The name in an extends-clause is looked up without what the class
// inherits (spec 7.1): Inner comes with Outer, so 'extends Inner' finds
// nothing.
model ExtendsInheritedName
  model Outer
    model Inner
      Real x = 1;
    end Inner;
  end Outer;
  extends Outer;
  extends Inner;
end ExtendsInheritedName;
