within Hybrid;
connector Flange "1-D mechanical flange: position and the force flowing in"
  Real s(unit = "m") "position";
  flow Real f(unit = "N") "force";
end Flange;
