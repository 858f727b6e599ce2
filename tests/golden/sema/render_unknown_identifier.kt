// Unknown names get the closest builtin as a hint.
BEGIN { printf("%d\n", tidd); } // error: unknown identifier 'tidd'
