// A package enclosing an operator record cannot be extended: the copy would
// hold a second operator record (spec 4.6).
model OperatorRecordEnclosingExtends
  package Numbers
    package Kinds
      operator record Pair
        Real first, second;
      end Pair;
    end Kinds;
    constant Real one = 1;
  end Numbers;
  package MoreNumbers
    extends Numbers;
    constant Real two = 2;
  end MoreNumbers;
  Real x = MoreNumbers.two * time;
end OperatorRecordEnclosingExtends;
