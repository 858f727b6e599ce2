// elapsed: nanoseconds since kt's start time, read from kt_config.
interval:ms:100 { @ms = elapsed / 1000000; }
