#include "runtime/metrics/http_server.h"

#include <arpa/inet.h>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

#include "runtime/metrics/prometheus_text.h"

namespace kt::runtime {
namespace {

constexpr size_t kMaxRequest = 16 * 1024;
constexpr auto kClientTimeout = std::chrono::seconds(10);
constexpr int kMaxClients = 64;

bool is_wildcard(const std::string &host) { return host.empty() || host == "0.0.0.0" || host == "::" || host == "*"; }

std::string response(int status, const char *reason, const char *type, const std::string &body, bool head) {
  std::string r = "HTTP/1.1 " + std::to_string(status) + " " + reason + "\r\n";
  r += std::string("Content-Type: ") + type + "\r\n";
  r += "Content-Length: " + std::to_string(body.size()) + "\r\n";
  r += "Connection: close\r\n\r\n";
  if (!head)
    r += body;
  return r;
}

// The value of the request's header `name` (lower case), or "".
std::string header_value(const std::string &request, const std::string &name) {
  size_t pos = request.find('\n');
  while (pos != std::string::npos && pos + 1 < request.size()) {
    size_t end = request.find('\n', pos + 1);
    std::string line = request.substr(pos + 1, end == std::string::npos ? std::string::npos : end - pos - 1);
    if (!line.empty() && line.back() == '\r')
      line.pop_back();
    if (line.empty())
      break; // the end of the headers
    size_t colon = line.find(':');
    std::string key = line.substr(0, colon);
    for (char &c : key)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (colon != std::string::npos && key == name) {
      size_t from = line.find_first_not_of(" \t", colon + 1);
      return from == std::string::npos ? "" : line.substr(from);
    }
    pos = end;
  }
  return "";
}

std::string name_of(const sockaddr *sa) {
  char host[INET6_ADDRSTRLEN] = "?";
  if (sa->sa_family == AF_INET) {
    auto *in = reinterpret_cast<const sockaddr_in *>(sa);
    inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
    return std::string(host) + ":" + std::to_string(ntohs(in->sin_port));
  }
  auto *in6 = reinterpret_cast<const sockaddr_in6 *>(sa);
  inet_ntop(AF_INET6, &in6->sin6_addr, host, sizeof host);
  return "[" + std::string(host) + "]:" + std::to_string(ntohs(in6->sin6_port));
}

} // namespace

Result<MetricsAddress> parse_metrics_address(const std::string &text, bool all_interfaces) {
  MetricsAddress a;
  std::string port = text;
  if (!text.empty() && text[0] == '[') {
    size_t close = text.find(']');
    if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':')
      return Error("invalid address '" + text + "' for --metrics (use PORT, HOST:PORT or [IPV6]:PORT)");
    a.host = text.substr(1, close - 1);
    port = text.substr(close + 2);
  } else if (size_t colon = text.rfind(':'); colon != std::string::npos) {
    a.host = text.substr(0, colon);
    port = text.substr(colon + 1);
    if (a.host.find(':') != std::string::npos)
      return Error("invalid address '" + text + "' for --metrics (write an IPv6 address in brackets: [::1]:" +
                   port + ")");
  } else {
    a.host = "127.0.0.1";
  }
  char *end = nullptr;
  long n = port.empty() ? -1 : std::strtol(port.c_str(), &end, 10);
  if (port.empty() || *end || n < 0 || n > 65535)
    return Error("invalid port '" + port + "' for --metrics (0 to 65535; 0 picks a free one)");
  a.port = std::to_string(n);
  a.wildcard = is_wildcard(a.host);
  if (a.wildcard && !all_interfaces)
    return Error("--metrics " + text + " would serve every interface; give 127.0.0.1:" + a.port +
                 " (or another address), or add --metrics-all-interfaces to mean it");
  if (a.host == "*")
    a.host = "";
  return a;
}

Result<std::unique_ptr<HttpServer>> HttpServer::listen(const MetricsAddress &addr, Render render) {
  std::string where = (addr.host.empty() ? std::string("*") : addr.host) + ":" + addr.port;
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo *found = nullptr;
  if (int rc = getaddrinfo(addr.host.empty() ? nullptr : addr.host.c_str(), addr.port.c_str(), &hints, &found))
    return Error("cannot serve metrics at " + where + ": " + gai_strerror(rc));
  std::unique_ptr<addrinfo, void (*)(addrinfo *)> list(found, freeaddrinfo);
  // Every interface: IPv6's wildcard, which takes IPv4 too, when there is one.
  if (addr.host.empty())
    for (addrinfo *ai = found; ai; ai = ai->ai_next)
      if (ai->ai_family == AF_INET6)
        found = ai;
  int err = 0;
  for (addrinfo *ai = found; ai; ai = ai->ai_next) {
    int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, ai->ai_protocol);
    if (fd < 0) {
      err = errno;
      continue;
    }
    int one = 1, zero = 0;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (ai->ai_family == AF_INET6 && addr.host.empty())
      setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
    if (bind(fd, ai->ai_addr, ai->ai_addrlen) != 0 || ::listen(fd, 16) != 0) {
      err = errno;
      close(fd);
      continue;
    }
    sockaddr_storage bound{};
    socklen_t len = sizeof bound;
    getsockname(fd, reinterpret_cast<sockaddr *>(&bound), &len);
    int ep = epoll_create1(EPOLL_CLOEXEC);
    epoll_event ev{};
    ev.events = EPOLLIN;
    ev.data.fd = fd;
    if (ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev) != 0) {
      err = errno;
      close(fd);
      if (ep >= 0)
        close(ep);
      break;
    }
    return std::unique_ptr<HttpServer>(
        new HttpServer(fd, ep, name_of(reinterpret_cast<sockaddr *>(&bound)), std::move(render)));
  }
  return Error("cannot serve metrics at " + where + ": " + std::strerror(err ? err : EADDRNOTAVAIL), err);
}

HttpServer::HttpServer(int listen_fd, int epoll_fd, std::string bound, Render render)
    : listen_(listen_fd), epoll_(epoll_fd), bound_(std::move(bound)), render_(std::move(render)) {}

HttpServer::~HttpServer() {
  for (auto &[fd, c] : clients_)
    close(fd);
  close(listen_);
  close(epoll_);
}

void HttpServer::serve() {
  epoll_event events[32];
  int n = epoll_wait(epoll_, events, 32, 0);
  for (int i = 0; i < n; i++) {
    int fd = events[i].data.fd;
    if (fd == listen_) {
      accept_clients();
      continue;
    }
    auto it = clients_.find(fd);
    if (it == clients_.end())
      continue;
    if (events[i].events & (EPOLLERR | EPOLLHUP) && !(events[i].events & EPOLLIN)) {
      close_client(fd);
      continue;
    }
    if (!it->second.answered)
      read_request(fd, it->second);
    else
      write_response(fd, it->second);
  }
  drop_stale();
}

void HttpServer::accept_clients() {
  for (;;) {
    int fd = accept4(listen_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0)
      return;
    if (clients_.size() >= kMaxClients) {
      close(fd);
      continue;
    }
    epoll_event ev{};
    ev.events = EPOLLIN;
    ev.data.fd = fd;
    if (epoll_ctl(epoll_, EPOLL_CTL_ADD, fd, &ev) != 0) {
      close(fd);
      continue;
    }
    clients_[fd].since = std::chrono::steady_clock::now();
  }
}

void HttpServer::read_request(int fd, Client &c) {
  char buf[4096];
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n > 0) {
      c.in.append(buf, static_cast<size_t>(n));
      if (c.in.size() > kMaxRequest) {
        c.out = response(431, "Request Header Fields Too Large", "text/plain", "request too large\n", false);
        break;
      }
      continue;
    }
    if (n < 0 && (errno == EAGAIN || errno == EINTR))
      break;
    close_client(fd); // the client went away before a whole request
    return;
  }
  if (c.out.empty()) {
    size_t end = c.in.find("\r\n\r\n");
    if (end == std::string::npos)
      end = c.in.find("\n\n");
    if (end == std::string::npos)
      return; // more to come
    std::string line = c.in.substr(0, c.in.find_first_of("\r\n"));
    size_t sp1 = line.find(' '), sp2 = line.find(' ', sp1 + 1);
    std::string method = line.substr(0, sp1);
    std::string target = sp1 == std::string::npos ? "" : line.substr(sp1 + 1, sp2 - sp1 - 1);
    std::string path = target.substr(0, target.find('?'));
    bool head = method == "HEAD";
    if (method != "GET" && !head)
      c.out = response(405, "Method Not Allowed", "text/plain", "kt serves GET /metrics\n", false);
    else if (path == "/metrics") {
      Exposition format = negotiate_exposition(header_value(c.in.substr(0, end), "accept"));
      c.out = response(200, "OK", content_type(format), render_(format), head);
      scrapes_++;
    } else if (path == "/")
      c.out = response(200, "OK", "text/html; charset=utf-8",
                       "<html><body><a href=\"/metrics\">kt metrics</a></body></html>\n", head);
    else
      c.out = response(404, "Not Found", "text/plain", "kt serves /metrics\n", head);
  }
  c.answered = true;
  epoll_event ev{};
  ev.events = EPOLLOUT;
  ev.data.fd = fd;
  epoll_ctl(epoll_, EPOLL_CTL_MOD, fd, &ev);
  write_response(fd, c);
}

void HttpServer::write_response(int fd, Client &c) {
  while (c.sent < c.out.size()) {
    ssize_t n = send(fd, c.out.data() + c.sent, c.out.size() - c.sent, MSG_NOSIGNAL);
    if (n > 0) {
      c.sent += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && (errno == EAGAIN || errno == EINTR))
      return; // EPOLLOUT brings us back
    break;
  }
  close_client(fd);
}

void HttpServer::close_client(int fd) {
  epoll_ctl(epoll_, EPOLL_CTL_DEL, fd, nullptr);
  close(fd);
  clients_.erase(fd);
}

void HttpServer::drop_stale() {
  auto now = std::chrono::steady_clock::now();
  std::vector<int> stale;
  for (auto &[fd, c] : clients_)
    if (now - c.since > kClientTimeout)
      stale.push_back(fd);
  for (int fd : stale)
    close_client(fd);
}

} // namespace kt::runtime
