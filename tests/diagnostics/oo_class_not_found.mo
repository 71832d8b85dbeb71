// The class of a component must be found; the message says where it looked.
// args: -m Lib.System
package Lib
  model System
    Bal b;
  end System;
end Lib;
