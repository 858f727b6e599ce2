#include "catalog/kernel_btf.h"

#include <algorithm>
#include <filesystem>

namespace kt::catalog {

namespace {
constexpr const char *kDir = "/sys/kernel/btf/";
}

KernelBtf::KernelBtf(std::string vmlinux) : path_(std::move(vmlinux)) {}

const btf::Btf *KernelBtf::vmlinux() {
  if (!vmlinux_)
    vmlinux_.emplace(btf::Btf::load(path_));
  return vmlinux_->ok() ? &vmlinux_->value() : nullptr;
}

const btf::Btf *KernelBtf::module(const std::string &name) {
  const btf::Btf *base = vmlinux();
  if (!base || path_ != std::string(kDir) + "vmlinux" || name.empty() ||
      name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != std::string::npos)
    return nullptr;
  auto &slot = modules_[name];
  if (!slot)
    slot = std::make_unique<Result<btf::Btf>>(btf::Btf::load(kDir + name, base));
  return slot->ok() ? &slot->value() : nullptr;
}

std::vector<std::string> KernelBtf::module_names() const {
  std::vector<std::string> out;
  if (path_ != std::string(kDir) + "vmlinux")
    return out;
  std::error_code ec;
  for (const auto &e : std::filesystem::directory_iterator(kDir, ec))
    if (std::string name = e.path().filename(); name != "vmlinux")
      out.push_back(name);
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace kt::catalog
