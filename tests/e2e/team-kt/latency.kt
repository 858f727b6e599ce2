// latency.kt: the start/stop pair every latency recipe uses.
// '@start' is this file's own map: an importer's '@start' is another one.
macro start() { @start[tid] = nsecs; }
macro took_us() { (nsecs - @start[tid]) / 1000 }
macro stop() { delete(@start[tid]); }
