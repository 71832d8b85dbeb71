// A name is not looked up inside a partial class, and a protected class
// or constant is not read from outside (spec 5.3.2, 4.1).
partial package Defaults
  constant Real gain = 2;
end Defaults;

package Settings
  constant Real visible = 1;
protected
  constant Real secret = 3;
  package Internal
    constant Real factor = 4;
  end Internal;
end Settings;

model PackageConstantHidden
  Real a = Defaults.gain;
  Real b = Settings.secret;
  Real c = Settings.Internal.factor;
  Real d = Settings.visible;
end PackageConstantHidden;
