within;
package Spectra "Functions over a sampled signal of thousands of points: arrays sized by a parameter, loops, nested calls"
  constant Real pi = 3.14159265358979323846;

  function centred "the signal less its mean, and the mean"
    input Real u[:];
    output Real y[size(u, 1)];
    output Real mean;
  algorithm
    mean := sum(u) / size(u, 1);
    y := u - fill(mean, size(u, 1));
  end centred;

  function harmonic "amplitude of harmonic k of u (of mean zero), by a direct sum"
    input Real u[:];
    input Integer k;
    output Real a;
  protected
    Integer n = size(u, 1);
    Real c = 0;
    Real s = 0;
  algorithm
    for i in 1:n loop
      c := c + u[i] * cos(2 * pi * k * (i - 1) / n);
      s := s + u[i] * sin(2 * pi * k * (i - 1) / n);
    end for;
    a := 2 * sqrt(c ^ 2 + s ^ 2) / n;
  end harmonic;

  function spectrum "amplitudes of the first nf harmonics, mean and rms of the rest"
    input Real u[:];
    input Integer nf;
    output Real amplitudes[nf];
    output Real mean;
    output Real rms;
  protected
    Real u2[size(u, 1)];
  algorithm
    (u2, mean) := centred(u);
    for k in 1:nf loop
      amplitudes[k] := harmonic(u2, k);
    end for;
    rms := sqrt(u2 * u2 / size(u, 1));
  end spectrum;

  model Analyser "samples 0.5 + 2 sin(3 x) + cos(5 x) over a period x in [0, 2 pi) at 0.25, analyses it at 0.75"
    parameter Integer n = 4000;
    parameter Integer nf = 6;
    discrete Real buf[n](each start = 0, each fixed = true);
    discrete Real marks[n](each start = 0, each fixed = true) "one element set, its index known at run time";
    discrete Real amplitudes[nf](each start = 0, each fixed = true);
    discrete Real mean(start = 0, fixed = true);
    discrete Real rms(start = 0, fixed = true);
    discrete Integer k(start = 0, fixed = true);
  algorithm
    when time >= 0.25 then
      for i in 1:n loop
        buf[i] := 0.5 + 2 * sin(2 * pi * 3 * (i - 1) / n) + cos(2 * pi * 5 * (i - 1) / n);
      end for;
    end when;
    when time >= 0.5 then
      k := div(n, 4);
      marks[k] := 2 * time;
    end when;
    when time >= 0.75 then
      (amplitudes, mean, rms) := spectrum(buf, nf);
    end when;
  end Analyser;
end Spectra;
