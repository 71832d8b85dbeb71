within Grammar36;
package Unused "constructs read but not supported yet, which no example uses"
  extends Grammar36.Icons.Package;

  operator record Complex2 "a record with overloaded operators"
    Real re;
    Real im;
    encapsulated operator 'constructor'
      function fromReal
        import Grammar36.Unused.Complex2;
        input Real re;
        input Real im = 0;
        output Complex2 result(re = re, im = im);
      algorithm
        annotation (Inline=true);
      end fromReal;
    end 'constructor';
    encapsulated operator function '+'
      import Grammar36.Unused.Complex2;
      input Complex2 a;
      input Complex2 b;
      output Complex2 c;
    algorithm
      c := Complex2(a.re + b.re, a.im + b.im);
    end '+';
  end Complex2;

  type Category = enumeration(:) "literals left open";

  block BusBlock "a block may have a bus, its elements undirected (spec 9.1.3)"
    Interfaces.Bus bus;
    Interfaces.RealOutput y = 1;
  end BusBlock;

  model OnBus "connect() reaches through an element the expandable connector lacks (spec 9.1.3)"
    Interfaces.Bus bus;
    Interfaces.RealOutput y = 1;
  equation
    connect(y, bus.sub.level);
  end OnBus;
end Unused;
