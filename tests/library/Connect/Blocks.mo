within Connect;
package Blocks "signal blocks with arrays of inputs, a reset by parameter, an internal input"
  import Connect.Interfaces.*;

  block Ramp "y = offset + k time"
    parameter Real k = 1;
    parameter Real offset = 0;
    RealOutput y;
  equation
    y = offset + k*time;
  end Ramp;

  block Constant
    parameter Real k = 1;
    RealOutput y = k;
  end Constant;

  block Sum "y = the weighted sum of the inputs"
    parameter Integer n = 2;
    parameter Real w[n] = fill(1, n);
    RealInput u[n];
    RealOutput y;
  equation
    y = w*u;
  end Sum;

  block Gain "y = k u"
    parameter Real k = 1;
    RealInput u;
    RealOutput y;
  equation
    y = k*u;
  end Gain;

  block Gains "y[i] = k[i] u[i], through an array of gains joined element by element"
    parameter Integer n = 2;
    parameter Real k[n] = fill(1, n);
    RealInput u[n];
    RealOutput y[n];
  protected
    Gain g[n](k = k);
  equation
    for i in 1:n loop
      connect(u[i], g[i].u);
      connect(g[i].y, y[i]);
    end for;
  end Gains;

  block Step "y = time >= t0"
    parameter Real t0 = 0.5;
    BooleanOutput y;
  equation
    y = time >= t0;
  end Step;

  block Integrator "the integral of k u, set back to y_start when reset rises, if a reset port is used"
    parameter Real k = 1;
    parameter Boolean use_reset = false;
    parameter Real y_start = 0;
    RealInput u;
    RealOutput y(start = y_start, fixed = true);
    BooleanInput reset if use_reset;
  protected
    BooleanInput local_reset;
  equation
    if use_reset then
      connect(reset, local_reset);
      when local_reset then
        reinit(y, y_start);
      end when;
    else
      local_reset = false;
    end if;
    der(y) = k*u;
  end Integrator;

  block Scaled "y = a u, the factor a from an input, or from a parameter when none is used"
    parameter Boolean useConstantGain = false;
    parameter Real constantGain = 1;
    RealInput u;
    RealInput a if not useConstantGain;
    RealOutput y;
  protected
    RealInput a_internal;
    Constant gain(final k = constantGain) if useConstantGain;
  equation
    connect(a, a_internal);
    connect(gain.y, a_internal);
    y = a_internal*u;
  end Scaled;
end Blocks;
