within;
package Connect "connect() to elements of connector arrays, inside if-equations of parameters, protected inputs, conditional ports with bindings, arrays of components modified by fill() and each"
end Connect;
