// kt --metrics: a small HTTP/1.1 server for Prometheus's scrapes, served
// from kt's own event loop (no thread: a scrape reads the maps between two
// batches of ring-buffer records, with the same decoder). GET or HEAD of
// /metrics answers with the text a callback renders, in the format the
// request's Accept header negotiates (prometheus_text.h: the text format
// 0.0.4 or OpenMetrics), with its Content-Type; / with a pointer to
// it; other paths 404, other methods 405. One request per connection
// (Connection: close); a client that sends no complete request within
// 10 s, or more than 16 KiB of headers, is dropped.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "runtime/metrics/prometheus_text.h"
#include "util/result.h"

namespace kt::runtime {

// Where to listen: `PORT` (127.0.0.1), `HOST:PORT`, `[V6]:PORT`. An
// address of every interface (`:PORT`, `0.0.0.0`, `::`, `*`) only with
// `all_interfaces` (kt --metrics-all-interfaces): kt runs as root and its
// maps may hold what other users must not see.
struct MetricsAddress {
  std::string host; // numeric or a name getaddrinfo() knows; "" = every interface
  std::string port; // "0": any free port
  bool wildcard = false;
};
Result<MetricsAddress> parse_metrics_address(const std::string &text, bool all_interfaces);

class HttpServer {
public:
  using Render = std::function<std::string(Exposition)>;

  // Binds and listens; errors name the address and the reason.
  static Result<std::unique_ptr<HttpServer>> listen(const MetricsAddress &addr, Render render);
  ~HttpServer();
  HttpServer(const HttpServer &) = delete;
  HttpServer &operator=(const HttpServer &) = delete;

  // An epoll descriptor that is readable when the server has work: poll
  // it with the ring buffer's, then call serve().
  int fd() const { return epoll_; }
  // Accepts, reads, answers and writes what is ready; never blocks.
  void serve();
  // The address bound, for messages: "127.0.0.1:9464", "[::1]:9464".
  const std::string &address() const { return bound_; }
  // Scrapes answered (GET /metrics), for tests and -v.
  uint64_t scrapes() const { return scrapes_; }

private:
  struct Client {
    std::string in, out;
    size_t sent = 0;
    std::chrono::steady_clock::time_point since;
    bool answered = false;
  };
  HttpServer(int listen_fd, int epoll_fd, std::string bound, Render render);
  void accept_clients();
  void read_request(int fd, Client &c);
  void write_response(int fd, Client &c);
  void close_client(int fd);
  void drop_stale();

  int listen_ = -1;
  int epoll_ = -1;
  std::string bound_;
  Render render_;
  std::map<int, Client> clients_;
  uint64_t scrapes_ = 0;
};

} // namespace kt::runtime
