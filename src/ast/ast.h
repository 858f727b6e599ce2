// All AST node types.
#pragma once

#include "ast/decl.h"
#include "ast/expr.h"
#include "ast/node.h"
#include "ast/stmt.h"
