// model extends M (spec 7.3.1) at the top level has no class M to extend.
model extends class_extends_top_level
  Real x = 1;
end class_extends_top_level;
