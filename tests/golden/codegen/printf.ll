; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [32 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %v4 = call i64 inttoptr (i64 14 to ptr)()
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  store i32 1, ptr %v3, align 4
  %v5 = getelementptr inbounds i8, ptr %v3, i64 4
  store i32 0, ptr %v5, align 4
  %v6 = getelementptr inbounds i8, ptr %v3, i64 8
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 16, i1 false)
  %v7 = call i64 inttoptr (i64 16 to ptr)(ptr %v2, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v6, ptr align 1 %v2, i64 16, i1 false)
  %v8 = getelementptr inbounds i8, ptr %v3, i64 24
  %v9 = lshr i64 %v4, 32
  store i64 %v9, ptr %v8, align 1
  %v10 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v3, i64 32, i64 1)
  %v11 = load volatile i64, ptr %v1, align 8
  %v12 = lshr i64 %v10, 63
  %v13 = add i64 %v11, %v12
  store volatile i64 %v13, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %body
  %v14 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v15 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v16 = icmp eq ptr %v15, null
  br i1 %v16, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v17 = load i64, ptr %v15, align 8
  %v18 = add i64 %v17, %v14
  store i64 %v18, ptr %v15, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
