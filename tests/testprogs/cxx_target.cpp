// A C++ trace target for the symbolizer (-O2 -g): frames in a namespace,
// a class, a template and an overload, whose names kt must demangle.
// Usage: cxx_target [CALLS [MS]]: CALLS rounds, then a sleep of MS ms.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace shapes {

volatile int sink;

struct Widget {
  __attribute__((noinline)) int poke(int x); // uprobe target
};

int Widget::poke(int x) {
  sink += x;
  return sink;
}

template <typename T> __attribute__((noinline)) int twice(T &w, int x) { return w.poke(x) + w.poke(x + 1); }

__attribute__((noinline)) int run(int x) {
  Widget w;
  return twice(w, x);
}

__attribute__((noinline)) int run(double x) { return run(static_cast<int>(x) + 1); }

} // namespace shapes

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1;
  int ms = argc > 2 ? std::atoi(argv[2]) : 0;
  int total = 0;
  for (int i = 0; i < n; i++)
    total += shapes::run(i * 1.5);
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
  std::printf("%d\n", total);
  return 0;
}
