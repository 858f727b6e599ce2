// A C++ trace target for sessions and function globs over C++ names (-O2
// -g): a class in a namespace whose methods fail with -ENOENT (-2) on a
// missing key, through a class template's member and a function template.
// Usage: cxx_store [ROUNDS [MS]]: ROUNDS rounds of a put that succeeds and
// a get that fails, then a sleep of MS ms.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace kv {

volatile int sink;

template <typename K> struct Index {
  __attribute__((noinline)) int slot(K key);
};

template <typename K> int Index<K>::slot(K key) {
  sink += static_cast<int>(key);
  return key == K(7) ? -2 : static_cast<int>(key) % 4;
}

template <typename T> __attribute__((noinline)) T checked(T value) {
  sink += static_cast<int>(value);
  return value;
}

class Store {
public:
  __attribute__((noinline)) int get(int key);
  __attribute__((noinline)) int put(int key, int value);

private:
  Index<int> index_;
  Index<long> wide_;
  int values_[4] = {};
};

int Store::get(int key) {
  int s = index_.slot(key);
  if (s < 0)
    return s;
  return values_[s];
}

int Store::put(int key, int value) {
  int s = wide_.slot(checked<long>(key));
  if (s < 0)
    return s;
  values_[s] = checked(value);
  return 0;
}

} // namespace kv

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1;
  int ms = argc > 2 ? std::atoi(argv[2]) : 0;
  kv::Store store;
  int total = 0;
  for (int i = 0; i < n; i++) {
    total += store.put(1, i);
    total += store.get(7);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
  std::printf("%d\n", total);
  return 0;
}
