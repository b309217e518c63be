// The one source of the libraries that make the tests' shared precompiled
// headers (tests/CMakeLists.txt): a target needs a source, and these need no
// code of their own.
