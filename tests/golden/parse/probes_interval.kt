// interval: UNIT:COUNT and the one-part duration form (count in ns).
interval:s:1 { @a = 1; }
interval:ms:100 { @b = 1; }
interval:us:250 { @c = 1; }
interval:ns:5000 { @d = 1; }
interval:hz:10 { @e = 1; }
i:s:5 { @f = 1; }
interval:1s { @g = 1; }
interval:500ms { @h = 1; }
interval:10us { @i = 1; }
interval:750ns { @j = 1; }
interval:2m { @k = 1; }
interval:1h { @l = 1; }
interval:1_000ms { @m = 1; }
interval:s:0x10 { @n = 1; }
