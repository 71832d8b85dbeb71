within Connect;
package Logic "gates with arrays of Boolean inputs, an adder of them, an encoder to an Integer"
  import Connect.Interfaces.*;

  block Xor2
    BooleanInput x[2];
    BooleanOutput y;
  equation
    y = x[1] <> x[2];
  end Xor2;

  block And2
    BooleanInput x[2];
    BooleanOutput y;
  equation
    y = x[1] and x[2];
  end And2;

  model HalfAdder "s = a xor b, c = a and b, through the gates' input arrays"
    BooleanInput a, b;
    BooleanOutput s, c;
    Xor2 xor2;
    And2 and2;
  equation
    connect(a, xor2.x[1]);
    connect(b, xor2.x[2]);
    connect(a, and2.x[1]);
    connect(b, and2.x[2]);
    connect(xor2.y, s);
    connect(and2.y, c);
  end HalfAdder;

  block Encode "y = x[1] + 2 x[2]"
    BooleanInput x[2];
    IntegerOutput y;
  equation
    y = (if x[1] then 1 else 0) + (if x[2] then 2 else 0);
  end Encode;

  block Pulses "y = time >= t1 and time < t2"
    parameter Real t1 = 0;
    parameter Real t2 = 1;
    BooleanOutput y;
  equation
    y = time >= t1 and time < t2;
  end Pulses;
end Logic;
