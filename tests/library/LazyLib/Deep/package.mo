within LazyLib;
package Deep
end Deep;
