// A yearly budget written in no particular order inside one when-clause
// (the shape of a harvest model): each quantity computed after those it
// reads.  Year 3 harvests half of what stands.
// run --stop-time=3.5
// expect at 0.5 mass 13.5 1e-9
// expect at 1.5 mass 14.58 1e-9
// expect at 2.5 harvest 7.2171 1e-9
// expect at 2.5 mass 7.2171 1e-9
// expect final stage 1 0
// expect final growth 3.60855 1e-9
// expect final mass 9.743085 1e-9
model WhenSortedYearly
  parameter Real rate[3] = {0.5, 0.2, 0.1};
  Integer year(start = 0, fixed = true);
  Integer stage;
  discrete Real mass(start = 10, fixed = true);
  discrete Real growth, loss, harvest;
equation
  when sample(0, 1) then
    mass = pre(mass) + growth - loss - harvest;
    harvest = if stage == 3 then 0.5*(pre(mass) + growth - loss) else 0;
    loss = 0.1*(pre(mass) + growth);
    growth = rate[stage]*pre(mass);
    stage = mod(year - 1, 3) + 1;
    year = pre(year) + 1;
  end when;
end WhenSortedYearly;
