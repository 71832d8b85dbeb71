within LazyLib.Deep.Deeper;
package Deepest
end Deepest;
