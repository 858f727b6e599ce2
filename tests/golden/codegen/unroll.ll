; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_x = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  store i64 1, ptr %v3, align 1
  %v4 = load i64, ptr %v3, align 1
  %v5 = mul i64 %v4, 2
  store i64 %v5, ptr %v3, align 1
  %v6 = load i64, ptr %v3, align 1
  %v7 = mul i64 %v6, 2
  store i64 %v7, ptr %v3, align 1
  %v8 = load i64, ptr %v3, align 1
  %v9 = mul i64 %v8, 2
  store i64 %v9, ptr %v3, align 1
  %v10 = load i64, ptr %v3, align 1
  store i64 %v10, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v11 = call i64 inttoptr (i64 2 to ptr)(ptr @m_x, ptr %v1, ptr %v2, i64 0)
  %v12 = load volatile i64, ptr %v0, align 8
  %v13 = lshr i64 %v11, 63
  %v14 = add i64 %v12, %v13
  store volatile i64 %v14, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %body
  %v15 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v16 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v17 = icmp eq ptr %v16, null
  br i1 %v17, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v18 = load i64, ptr %v16, align 8
  %v19 = add i64 %v18, %v15
  store i64 %v19, ptr %v16, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @x = m_x: plain, key 8, value 8, 4096 entries
