// Two unqualified imports that both provide M: the use of M is ambiguous
// (spec 5.3.4).
package A
  model M
    Real x = 1;
  end M;
end A;

package B
  model M
    Real x = 2;
  end M;
end B;

model oo_ambiguous_import
  import A.*;
  import B.*;
  M m;
end oo_ambiguous_import;
