BEGIN { printf("hello world\n"); exit(); }
