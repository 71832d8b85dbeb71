// A redeclaration two levels down (cell.plant.d), and a replaceable class
// redeclared for one component of a component: the new class's base is
// looked up where the redeclaration was written.  Bouncing balls of
// restitution e dropped from h = 1 (g = 9.81): the first impact at
// t1 = sqrt(2/9.81) = 0.451524 for all; the second after 2 e g t1 / g =
// 2 e t1 later: e = 0.5 -> t2 = 0.903047, e = 0.8 (Ball's default) ->
// t2 = 1.173962.  So in t < 1: two impacts of the redeclared balls
// (cell.plant.b and cell.ball), one of the default one (other.b).
// At t = 0.5, v = e g t1 - g (0.5 - t1) with g t1 = 4.429447: 1.739170 for
// e = 0.5, 3.068004 for e = 0.8.
// run --stop-time=1
// expect events @bounce 5
// expect event @bounce 1 0.451524 1e-5
// expect event @bounce 4 0.903047 1e-4
// expect at 0.5 cell.plant.b.v 1.739170 1e-4
// expect at 0.5 other.b.v 3.068004 1e-4
model Ball
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then  // @bounce
    reinit(v, -e*pre(v));
  end when;
end Ball;

model SoftBall
  extends Ball(e = 0.5);
end SoftBall;

model Plant
  replaceable Ball b;
end Plant;

model Cell
  Plant plant;
  replaceable model Item = Ball;
  Item ball;
end Cell;

model oo_redeclare_nested
  Cell cell(plant(redeclare SoftBall b), redeclare model Item = SoftBall);
  Plant other;
end oo_redeclare_nested;
