// An outer element three instances down finds the model's inner one, and
// an inner declared in between (Room) shadows it for what is inside Room.
// Heater: der(T) = (env.T0 - T)/tau with T(0) = 20, tau = 1, so T(t) =
// T0 + (20 - T0) exp(-t); at t = 1, exp(-1) = 0.367879:
//   house.hall.heater (model's env, T0 = 10): 10 + 10 exp(-1) = 13.678794
//   house.room.heater (Room's env, T0 = 30): 30 - 10 exp(-1) = 26.321206
// run --stop-time=1
// expect final house.hall.heater.T 13.678794 1e-3
// expect final house.room.heater.T 26.321206 1e-3
model Environment
  parameter Real T0 = 0;
end Environment;

model Heater
  outer Environment env;
  parameter Real tau = 1;
  Real T(start = 20, fixed = true);
equation
  der(T) = (env.T0 - T)/tau;
end Heater;

model Hall
  Heater heater;
end Hall;

model Room
  inner Environment env(T0 = 30);
  Heater heater;
end Room;

model House
  Hall hall;
  Room room;
end House;

model oo_inner_outer_deep
  inner Environment env(T0 = 10);
  House house;
end oo_inner_outer_deep;
