// String(r) of an operator record calls its 'String' function (spec 14.3);
// a model compares Strings that change only at events (of Integers here):
// k = 1 until t = 0.5, then 2.  lab = Label(k): String(lab) is "two" after
// 0.5, so two is false, then true; one = (String(lab) <> "two") the opposite.
// run --stop-time=1
// expect at 0.4 two 0 0
// expect at 0.4 one 1 0
// expect final two 1 0
// expect final one 0 0
// expect final lab.k 2 0
operator record Label
  Integer k;
  encapsulated operator function 'String'
    import Label;
    input Label l;
    input Boolean upper = false;
    output String s;
  algorithm
    s := if l.k == 2 then (if upper then "TWO" else "two") else "other";
  end 'String';
end Label;

model operator_record_string
  Integer k = if time > 0.5 then 2 else 1;
  Label lab = Label(k);
  Boolean two = String(lab) == "two";
  Boolean one = String(lab) <> "two";
end operator_record_string;
