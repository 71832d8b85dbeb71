within Grammar36.Interfaces;
connector RealOutput = output Real "a signal out";
