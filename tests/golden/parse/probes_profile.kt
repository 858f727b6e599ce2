// profile: sampling at a rate or a period, and the 'p' alias.
profile:hz:99 { @[kstack] = count(); }
profile:s:1 { @s = count(); }
profile:ms:10 { @ms = count(); }
profile:us:500 { @us = count(); }
p:hz:49 /pid == 1234/ { @[ustack] = count(); }
profile:10ms { @period = count(); }
