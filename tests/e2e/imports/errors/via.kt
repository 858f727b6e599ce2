// diagnostics.test: imports the file with the error, one level down.
import "type_error.kt"
