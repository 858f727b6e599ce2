; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_squares = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  store i64 0, ptr %v4, align 8
  br label %for_cond

for_cond:                                         ; preds = %for_step, %body
  %v6 = load i64, ptr %v4, align 8
  %v7 = icmp slt i64 %v6, 5
  br i1 %v7, label %for_body, label %for_done

for_body:                                         ; preds = %for_cond
  store i64 %v6, ptr %v5, align 8
  %v8 = load i64, ptr %v5, align 1
  %v9 = load i64, ptr %v5, align 1
  %v10 = mul i64 %v8, %v9
  store i64 %v10, ptr %v3, align 1
  %v11 = load i64, ptr %v5, align 1
  store i64 %v11, ptr %v2, align 1
  %v12 = call i64 inttoptr (i64 2 to ptr)(ptr @m_squares, ptr %v2, ptr %v3, i64 0)
  %v13 = load volatile i64, ptr %v1, align 8
  %v14 = icmp ne i64 %v12, 0
  %v15 = zext i1 %v14 to i64
  %v16 = add i64 %v13, %v15
  store volatile i64 %v16, ptr %v1, align 8
  br label %for_step

for_step:                                         ; preds = %for_body
  %v17 = load i64, ptr %v4, align 8
  %v18 = add i64 %v17, 1
  store i64 %v18, ptr %v4, align 8
  br label %for_cond

for_done:                                         ; preds = %for_cond
  br label %exit

exit:                                             ; preds = %for_done
  %v19 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v20 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v21 = icmp eq ptr %v20, null
  br i1 %v21, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v22 = load i64, ptr %v20, align 8
  %v23 = add i64 %v22, %v19
  store i64 %v23, ptr %v20, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @squares = m_squares: plain, key 8, value 8, 4096 entries
