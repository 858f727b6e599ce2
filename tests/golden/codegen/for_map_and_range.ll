; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_m = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_total = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  %v8 = alloca i32, align 4
  store i32 0, ptr %v8, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v8)
  %v9 = icmp eq ptr %scratch, null
  br i1 %v9, label %exit, label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 16, i1 false)
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  store i64 0, ptr %v7, align 1
  store i64 3, ptr %v6, align 1
  store i64 0, ptr %v4, align 8
  %v10 = load i64, ptr %v6, align 1
  br label %for_cond

for_cond:                                         ; preds = %for_step, %body
  %v11 = load i64, ptr %v4, align 8
  %v12 = icmp slt i64 %v11, %v10
  br i1 %v12, label %for_body, label %for_done

for_body:                                         ; preds = %for_cond
  store i64 %v11, ptr %v5, align 8
  %v13 = getelementptr inbounds i8, ptr %scratch, i64 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v13, ptr align 1 %v5, i64 8, i1 false)
  %v14 = getelementptr inbounds i8, ptr %scratch, i64 16
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v14, ptr align 1 %v3, i64 16, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %scratch, ptr align 1 %v7, i64 8, i1 false)
  store ptr %ctx, ptr %v2, align 8
  %v15 = call i64 inttoptr (i64 164 to ptr)(ptr @m_m, ptr @BEGIN_0_for0, ptr %v2, i64 0)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v5, ptr align 1 %v13, i64 8, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v14, i64 16, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v7, ptr align 1 %scratch, i64 8, i1 false)
  br label %for_step

for_step:                                         ; preds = %for_body
  %v16 = load i64, ptr %v4, align 8
  %v17 = add i64 %v16, 1
  store i64 %v17, ptr %v4, align 8
  br label %for_cond

for_done:                                         ; preds = %for_cond
  %v18 = load i64, ptr %v7, align 1
  store i64 %v18, ptr %v2, align 1
  store i64 0, ptr %v4, align 8
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_total, ptr %v4, ptr %v2, i64 0)
  %v20 = load volatile i64, ptr %v1, align 8
  %v21 = icmp ne i64 %v19, 0
  %v22 = zext i1 %v21 to i64
  %v23 = add i64 %v20, %v22
  store volatile i64 %v23, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %entry, %for_done
  %v24 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v27 = load i64, ptr %v25, align 8
  %v28 = add i64 %v27, %v24
  store i64 %v28, ptr %v25, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

; Function Attrs: noinline nounwind
define internal i64 @BEGIN_0_for0(ptr %v0, ptr align 8 %v1, ptr align 8 %v2, ptr %v3) #3 {
entry:
  %v4 = alloca i32, align 4
  store i32 0, ptr %v4, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v4)
  %v5 = icmp eq ptr %scratch, null
  br i1 %v5, label %next, label %init

init:                                             ; preds = %entry
  %v6 = getelementptr inbounds i8, ptr %scratch, i64 16
  %v7 = getelementptr inbounds i8, ptr %scratch, i64 0
  %v8 = getelementptr inbounds i8, ptr %scratch, i64 8
  br label %body

body:                                             ; preds = %init
  %v9 = load ptr, ptr %v3, align 8
  %v10 = load i64, ptr %v1, align 1
  store i64 %v10, ptr %v6, align 1
  %v11 = getelementptr inbounds i8, ptr %v6, i64 8
  %v12 = load i64, ptr %v2, align 1
  store i64 %v12, ptr %v11, align 1
  %v13 = load i64, ptr %v7, align 8
  %v14 = getelementptr inbounds i8, ptr %v6, i64 8
  %v15 = load i64, ptr %v14, align 1
  %v16 = load i64, ptr %v8, align 1
  %v17 = mul i64 %v15, %v16
  %v18 = add i64 %v13, %v17
  store i64 %v18, ptr %v7, align 8
  br label %next

next:                                             ; preds = %entry, %body
  ret i64 0

stop:                                             ; No predecessors!
  ret i64 1
}

; Function Attrs: nounwind
define i32 @tp_1(ptr align 8 %ctx) #0 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v4 = load volatile i64, ptr @kt_config, align 8
  %v5 = icmp eq i64 %v4, 0
  br i1 %v5, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v6 = call i64 inttoptr (i64 14 to ptr)()
  %v7 = lshr i64 %v6, 32
  %v8 = icmp ne i64 %v7, %v4
  br i1 %v8, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  store i64 1, ptr %v3, align 1
  %v9 = call i32 inttoptr (i64 8 to ptr)()
  %v10 = zext i32 %v9 to i64
  store i64 %v10, ptr %v2, align 1
  %v11 = call i64 inttoptr (i64 2 to ptr)(ptr @m_m, ptr %v2, ptr %v3, i64 0)
  %v12 = load volatile i64, ptr %v1, align 8
  %v13 = icmp ne i64 %v11, 0
  %v14 = zext i1 %v13 to i64
  %v15 = add i64 %v12, %v14
  store volatile i64 %v15, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v16 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v17 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v18 = icmp eq ptr %v17, null
  br i1 %v18, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v19 = load i64, ptr %v17, align 8
  %v20 = add i64 %v19, %v16
  store i64 %v20, ptr %v17, align 8
  br label %lost_tallied
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind }
; map @m = m_m: plain, key 8, value 8, 4096 entries
; map @total = m_total: plain, key 8, value 8, 4096 entries
