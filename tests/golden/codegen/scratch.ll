; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_a = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_b = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_c = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [200 x i8], align 8
  %v4 = alloca i32, align 4
  store i32 0, ptr %v4, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v4)
  %v5 = icmp eq ptr %scratch, null
  br i1 %v5, label %exit, label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v6, 0
  %v10 = icmp ne i64 %v8, %v6
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v12 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v13 = load i64, ptr %v12, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 200, i1 false)
  %v14 = call i64 inttoptr (i64 45 to ptr)(ptr %v3, i32 200, i64 %v13)
  store i64 0, ptr %v2, align 8
  %v15 = call i64 inttoptr (i64 2 to ptr)(ptr @m_a, ptr %v2, ptr %v3, i64 0)
  %v16 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v17 = load i64, ptr %v16, align 8
  %v18 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %v18, i8 0, i64 200, i1 false)
  %v19 = call i64 inttoptr (i64 45 to ptr)(ptr %v18, i32 200, i64 %v17)
  store i64 0, ptr %v1, align 8
  %v20 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v1, ptr %v18, i64 0)
  %v21 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v22 = load i64, ptr %v21, align 8
  %v23 = getelementptr inbounds i8, ptr %scratch, i64 200
  call void @llvm.memset.p0.i64(ptr align 1 %v23, i8 0, i64 200, i1 false)
  %v24 = call i64 inttoptr (i64 45 to ptr)(ptr %v23, i32 200, i64 %v22)
  store i64 0, ptr %v0, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_c, ptr %v0, ptr %v23, i64 0)
  br label %exit

exit:                                             ; preds = %entry, %pid_ok, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @a = m_a: plain, key 8, value 200, 4096 entries
; map @b = m_b: plain, key 8, value 200, 4096 entries
; map @c = m_c: plain, key 8, value 200, 4096 entries
