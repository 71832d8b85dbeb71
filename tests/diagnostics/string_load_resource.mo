// loadResource of a modelica:// URI is resolved at compile time: a package
// that no library directory holds is an error where the URI is written.
package ExternalReferences
  function loadResource
    input String uri;
    output String fileReference;
  algorithm
    fileReference := uri;
  end loadResource;
end ExternalReferences;

model string_load_resource
  function size
    input String fileName;
    output Integer n;
  algorithm
    n := 1;
  end size;
  parameter String file = ExternalReferences.loadResource("modelica://Nowhere/Resources/data.txt");
  Integer n = size(file);
end string_load_resource;
