// Two imports that give one name to two different classes (import A.P
// and import P = B.Q) leave the name ambiguous: an error.
package A
  package P
    constant Real k = 1;
  end P;
end A;

package B
  package Q
    constant Real k = 2;
  end Q;
end B;

model ImportNameTwice
  import A.P;
  import P = B.Q;
  Real x = P.k;
end ImportNameTwice;
