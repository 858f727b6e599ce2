; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_x = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  br label %body

body:                                             ; preds = %init
  store i64 1, ptr %v2, align 1
  %v3 = load i64, ptr %v2, align 1
  %v4 = mul i64 %v3, 2
  store i64 %v4, ptr %v2, align 1
  %v5 = load i64, ptr %v2, align 1
  %v6 = mul i64 %v5, 2
  store i64 %v6, ptr %v2, align 1
  %v7 = load i64, ptr %v2, align 1
  %v8 = mul i64 %v7, 2
  store i64 %v8, ptr %v2, align 1
  %v9 = load i64, ptr %v2, align 1
  store i64 %v9, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v10 = call i64 inttoptr (i64 2 to ptr)(ptr @m_x, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @x = m_x: plain, key 8, value 8, 4096 entries
