// CO-RE: the offset of a field of the kernel's BTF is a field relocation in
// the object's .BTF.ext (the struct's type, described in the object's BTF,
// and the member indices as an access string "0:3:1"), which libbpf
// rewrites to the running kernel's layout when it loads the object, as for
// clang's __builtin_preserve_access_index in C programs. An object
// kt compiled (--emit-elf) so reads the same fields on another kernel
// build.
//
// The descriptions carry what relocation needs: names, member offsets and
// sizes of structs, unions and arrays, integer sizes. Pointers are all
// `void *` (libbpf checks only that a pointer field is a pointer), so that
// the types a struct reaches through pointers stay out of the object.
#include <llvm/IR/IntrinsicsBPF.h>

#include "btf/btf.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;

DIType *ModuleBuilder::btf_ditype(const btf::Btf &btf, uint32_t id) {
  btf::TypeId rid = btf.resolve(id);
  auto key = std::make_pair(&btf, rid);
  if (auto it = btf_ditypes_.find(key); it != btf_ditypes_.end())
    return it->second;
  auto t = btf.type(rid);
  DIType *d = nullptr;
  uint64_t bits = 8 * btf.size_of(rid).value_or(0);
  std::string name = t ? std::string(t->name()) : "";
  switch (t ? t->kind() : btf::Kind::Void) {
  case btf::Kind::Int:
    d = di.createBasicType(name, bits, t->int_encoding().is_signed ? dwarf::DW_ATE_signed : dwarf::DW_ATE_unsigned);
    break;
  case btf::Kind::Enum:
  case btf::Kind::Enum64:
    d = di.createBasicType(bits == 64 ? "long" : "int", bits,
                           t->is_signed_enum() ? dwarf::DW_ATE_signed : dwarf::DW_ATE_unsigned);
    break;
  case btf::Kind::Float: d = di.createBasicType(name, bits, dwarf::DW_ATE_float); break;
  case btf::Kind::Array: {
    btf::ArrayInfo a = t->array();
    DIType *elem = btf_ditype(btf, a.elem);
    DINodeArray subs = di.getOrCreateArray({di.getOrCreateSubrange(0, static_cast<int64_t>(a.nelems))});
    d = di.createArrayType(bits, 0, elem, subs);
    break;
  }
  case btf::Kind::Struct:
  case btf::Kind::Union: {
    std::vector<Metadata *> elems;
    for (const btf::Member &m : t->members()) {
      DIType *mt = btf_ditype(btf, m.type);
      if (m.bitfield_size) {
        uint64_t unit = 8 * btf.size_of(m.type).value_or(1);
        uint64_t storage = unit ? m.bit_offset / unit * unit : m.bit_offset;
        elems.push_back(di.createBitFieldMemberType(cu, m.name, file, 0, m.bitfield_size, m.bit_offset, storage,
                                                    DINode::FlagZero, mt));
      } else {
        elems.push_back(di.createMemberType(cu, m.name, file, 0, 8 * btf.size_of(m.type).value_or(0), 0,
                                            m.bit_offset, DINode::FlagZero, mt));
      }
    }
    d = t->kind() == btf::Kind::Union
            ? static_cast<DIType *>(di.createUnionType(cu, name, file, 0, bits, 0, DINode::FlagZero,
                                                        di.getOrCreateArray(elems)))
            : di.createStructType(cu, name, file, 0, bits, 0, DINode::FlagZero, nullptr, di.getOrCreateArray(elems));
    break;
  }
  case btf::Kind::Ptr: d = di.createPointerType(nullptr, 64); break;
  default: // void, functions, forward declarations: bytes nobody reads
    d = di.createBasicType("char", 8, dwarf::DW_ATE_signed_char);
    break;
  }
  btf_ditypes_[key] = d;
  return d;
}

GlobalVariable *ModuleBuilder::kernel_variable(const btf::Btf &btf, uint32_t var) {
  auto t = btf.type(var);
  std::string name(t->name());
  if (GlobalVariable *gv = module->getNamedGlobal(name))
    return gv;
  auto *gv = new GlobalVariable(*module, llvm::Type::getInt8Ty(ctx), false, GlobalValue::ExternalLinkage, nullptr, name);
  gv->setSection(".ksyms");
  gv->addDebugInfo(di.createGlobalVariableExpression(cu, name, name, file, 0, btf_ditype(btf, t->ref()), false,
                                                     /*isDefined=*/false));
  return gv;
}

// What LLVM's BPF backend makes of a preserve_struct_access_index chain
// (its BPFAbstractMemberAccess pass), written here directly: that pass keeps
// its globals in a process-wide cache, which points into freed modules once
// a process compiles a second program. The offset is a load of an external
// global named "llvm.TYPE:KIND:OFFSET$ACCESS" that carries the `btf_ama`
// attribute and the type's description; the backend turns the load into an
// immediate and a .BTF.ext field relocation (KIND 0: the byte offset).
Value *ProgramLowering::field_address(Value *base, const sema::Record &rec, const sema::Field &fld) {
  // Fixed offsets: records that are not the kernel's, a bit-field's bytes,
  // and a struct with no name to relocate by (an anonymous one, cast to).
  std::optional<btf::Type> t;
  btf::TypeId root = 0;
  if (rec.btf) {
    root = rec.btf->resolve(rec.btf_id);
    t = rec.btf->type(root);
  }
  if (!t || t->name().empty() || fld.btf_path.empty() || fld.bit_size)
    return b_.CreateAdd(base, i64(fld.offset));
  const btf::Btf &btf = *rec.btf;
  std::string access = "0";
  uint64_t bits = 0;
  btf::TypeId cur = root;
  for (uint32_t idx : fld.btf_path) {
    auto ct = btf.type(cur);
    if (!ct || idx >= ct->vlen())
      return b_.CreateAdd(base, i64(fld.offset)); // sema found the field here: cannot happen
    btf::Member m = ct->member_at(static_cast<uint16_t>(idx));
    access += ":" + std::to_string(idx);
    bits += m.bit_offset;
    cur = btf.resolve(m.type);
  }
  std::string key = "llvm." + std::string(t->name()) + ":0:" + std::to_string(bits / 8) + "$" + access;
  GlobalVariable *gv = m_.module->getNamedGlobal(key);
  if (!gv) {
    gv = new GlobalVariable(*m_.module, b_.getInt64Ty(), false, GlobalValue::ExternalLinkage, nullptr, key);
    gv->addAttribute("btf_ama");
    gv->setMetadata(LLVMContext::MD_preserve_access_index, m_.btf_ditype(btf, root));
  }
  Value *off = b_.CreateLoad(b_.getInt64Ty(), gv);
  // Keeps the optimizer from moving the load away from its use, as the
  // backend's own pass does (BPFCheckAndAdjustIR removes the call).
  Function *pass = Intrinsic::getDeclaration(m_.module.get(), Intrinsic::bpf_passthrough,
                                             {b_.getInt64Ty(), b_.getInt64Ty()});
  off = b_.CreateCall(pass, {i32(m_.passthrough_seq++), off});
  return b_.CreateAdd(base, off);
}

} // namespace kt::codegen
