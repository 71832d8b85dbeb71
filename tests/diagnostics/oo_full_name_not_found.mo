// A full name that names no class: the message says where it looked.
// args: -m Lib.Sytem
package Lib
  model System
    Bal b;
  end System;
end Lib;
