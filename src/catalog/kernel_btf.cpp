#include "catalog/kernel_btf.h"

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

} // namespace kt::catalog
