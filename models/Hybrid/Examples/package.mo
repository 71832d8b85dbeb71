within Hybrid;
package Examples "Systems built from the parts of Hybrid"
end Examples;
