// test: and bench: probes of one name (probe_rules.cpp): the report names
// each run, so a name is used once per kind.
test:parses { }
test:parses { } // error: two test probes are named 'parses'
bench:parses { }
bench:b { } bench:b { } // error: two bench probes are named 'b'
