#include "ast/tree_printer.h"

#include <cctype>
#include <string>

#include "ast/source_printer.h"
#include "ast/visitor.h"

namespace kt::ast {
namespace {

class TreePrinter : public Visitor {
public:
  TreePrinter(std::ostream &os, bool locations, const Annotator &annotate)
      : os_(os), locations_(locations), annotate_(annotate) {}

  using Visitor::visit;

  void visit(Integer &n) override { line(n, "int " + std::to_string(n.value)); }
  void visit(String &n) override { line(n, "string " + quote_string(n.value)); }
  void visit(Boolean &n) override { line(n, n.value ? "bool true" : "bool false"); }
  void visit(Identifier &n) override { line(n, "ident " + n.name); }
  void visit(PositionalParam &n) override { line(n, "param $" + std::to_string(n.index)); }
  void visit(ParamCount &n) override { line(n, "param $#"); }
  void visit(Variable &n) override { line(n, "var $" + n.name); }
  void visit(MapRef &n) override { nest(n, "map @" + n.name); }
  void visit(Call &n) override { nest(n, "call " + n.name); }
  void visit(Unary &n) override {
    nest(n, std::string("unop ") + spelling(n.op) + (is_postfix(n.op) ? " (postfix)" : ""));
  }
  void visit(Binary &n) override { nest(n, std::string("binop ") + spelling(n.op)); }
  void visit(Ternary &n) override { nest(n, n.then ? "ternary ?:" : "elvis ?:"); }
  void visit(FieldAccess &n) override { nest(n, std::string("field ") + (n.arrow ? "->" : ".") + n.field); }
  void visit(TupleIndex &n) override { nest(n, "tuple index ." + std::to_string(n.index)); }
  void visit(IndexExpr &n) override { nest(n, "index []"); }
  void visit(Cast &n) override { nest(n, "cast"); }
  void visit(Tuple &n) override {
    std::string text = n.is_record() ? "record" : "tuple";
    for (size_t i = 0; i < n.names.size(); i++)
      text += (i ? ", " : " ") + n.names[i]; // the fields' names, as the children are in order
    nest(n, text);
  }
  void visit(BlockExpr &n) override { nest(n, "block expr"); }
  void visit(Sizeof &n) override { nest(n, "sizeof"); }
  void visit(Offsetof &n) override {
    std::string path;
    for (const std::string &f : n.path)
      path += (path.empty() ? "" : ".") + f;
    nest(n, "offsetof " + path);
  }
  void visit(TypeName &n) override {
    if (n.of)
      return nest(n, "typeof");
    std::string text = "type ";
    switch (n.tag) {
    case TypeName::Tag::None: break;
    case TypeName::Tag::Struct: text += "struct "; break;
    case TypeName::Tag::Union: text += "union "; break;
    case TypeName::Tag::Enum: text += "enum "; break;
    }
    text += n.name.empty() ? "<anonymous>" : n.name;
    if (n.pointer_depth)
      text += " " + std::string(n.pointer_depth, '*');
    if (n.array)
      text += "[" + (*n.array ? std::to_string(*n.array) : "") + "]";
    nest(n, text);
  }

  void visit(Block &n) override { nest(n, n.ends_with_value ? "block (value)" : "block"); }
  void visit(ExprStmt &n) override { nest(n, "expr"); }
  void visit(Assign &n) override {
    nest(n, n.declare ? "let" : std::string("assign ") + (n.op ? spelling(*n.op) : "") + "=");
  }
  void visit(If &n) override { nest(n, "if"); }
  void visit(Unroll &n) override { nest(n, "unroll"); }
  void visit(ForMap &n) override { nest(n, "for map"); }
  void visit(ForRange &n) override { nest(n, "for range"); }
  void visit(While &n) override { nest(n, "while"); }
  void visit(Return &n) override { nest(n, "return"); }
  void visit(Jump &n) override { line(n, n.jump == Jump::Kind::Break ? "break" : "continue"); }
  void visit(BlockStmt &n) override { nest(n, "block stmt"); }

  void visit(Program &n) override {
    nest(n, n.shebang.empty() ? "program" : "program " + n.shebang);
  }
  void visit(Probe &n) override {
    line(n, "probe");
    depth_++;
    visit(n.attach_points);
    if (n.predicate) {
      line(*n.predicate, "predicate");
      depth_++;
      visit(n.predicate);
      depth_--;
    }
    visit(n.body);
    depth_--;
  }
  void visit(AttachPoint &n) override {
    std::string text = std::string(probe_kind_name(n.probe));
    auto part = [&](const char *key, const std::string &value) {
      if (!value.empty())
        text += std::string(" ") + key + "=" + value;
    };
    part("name", n.name);
    part("target", n.target);
    part("ns", n.ns);
    part("func", n.func);
    part("source", n.source);
    part("listfile", n.listfile);
    if (n.has_offset)
      text += " offset=" + std::to_string(n.offset);
    if (n.has_address)
      text += " address=" + std::to_string(n.address);
    if (n.has_count)
      text += " count=" + std::to_string(n.count);
    if (n.wildcard)
      text += " (wildcard)";
    line(n, text);
  }
  void visit(ConfigBlock &n) override { nest(n, "config"); }
  void visit(ConfigItem &n) override { nest(n, "config item " + n.key); }
  void visit(Import &n) override { line(n, "import " + quote_string(n.path)); }
  void visit(Macro &n) override { nest(n, "macro " + n.name); }
  void visit(MapDecl &n) override { nest(n, "let @" + n.map + " = " + n.kind); }
  void visit(Include &n) override {
    line(n, "include " + (n.system ? "<" + n.path + ">" : quote_string(n.path)));
  }
  void visit(CDecl &n) override {
    // Its text on one line: each run of blanks one space.
    std::string text;
    for (char c : n.text)
      if (!std::isspace(static_cast<unsigned char>(c)))
        text += c;
      else if (!text.empty() && text.back() != ' ')
        text += ' ';
    // A declaration cut off by the end of the file ends with the blanks
    // before it, which its printed form (a line) adds or drops.
    if (!text.empty() && text.back() == ' ')
      text.pop_back();
    line(n, "c declaration " + text);
  }

private:
  template <typename T> void nest(T &n, const std::string &text) {
    line(n, text);
    depth_++;
    Visitor::visit(n);
    depth_--;
  }

  void line(Node &n, const std::string &text) {
    os_ << std::string(depth_ * 2, ' ') << text;
    if (annotate_)
      if (std::string note = annotate_(n); !note.empty())
        os_ << " :: " << note;
    if (locations_)
      os_ << "  <" << n.loc.begin.line << ":" << n.loc.begin.column << "-" << n.loc.end.line << ":"
          << n.loc.end.column << ">";
    os_ << "\n";
  }

  std::ostream &os_;
  bool locations_;
  const Annotator &annotate_;
  int depth_ = 0;
};

} // namespace

void print_tree(std::ostream &os, Node &node, bool locations, const Annotator &annotate) {
  TreePrinter p(os, locations, annotate);
  p.visit(&node);
}

} // namespace kt::ast
