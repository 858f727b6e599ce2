; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_b = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_v = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 8, i1 false)
  br label %body

body:                                             ; preds = %init
  %v7 = load volatile i64, ptr @kt_config, align 8
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp ne i64 %v7, 0
  %v11 = icmp ne i64 %v9, %v7
  %v12 = and i1 %v10, %v11
  br i1 %v12, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v13 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v14 = load i64, ptr %v13, align 8
  store i64 %v14, ptr %v6, align 1
  %v15 = load i64, ptr %v6, align 1
  %v16 = add i64 %v15, 0
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  %v17 = call i64 inttoptr (i64 113 to ptr)(ptr %v5, i32 1, i64 %v16)
  %v18 = load i64, ptr %v5, align 8
  %v19 = lshr i64 %v18, 3
  %v20 = and i64 %v19, 31
  store i64 %v20, ptr %v4, align 1
  store i64 0, ptr %v3, align 8
  %v21 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v3, ptr %v4, i64 0)
  %v22 = load i64, ptr %v6, align 1
  %v23 = add i64 %v22, 4
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  %v24 = call i64 inttoptr (i64 113 to ptr)(ptr %v2, i32 4, i64 %v23)
  %v25 = load i32, ptr %v2, align 1
  %v26 = sext i32 %v25 to i64
  store i64 %v26, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v27 = call i64 inttoptr (i64 2 to ptr)(ptr @m_v, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %pid_ok, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @b = m_b: plain, key 8, value 8, 4096 entries
; map @v = m_v: plain, key 8, value 8, 4096 entries
