// imports.test: macros whose maps are the library's own.
macro start() { @start = 5; }
macro show() { print(@start); }
macro forget() { clear(@start); }
