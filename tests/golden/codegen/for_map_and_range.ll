; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca i32, align 4
  store i32 0, ptr %v7, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v7)
  %v8 = icmp eq ptr %scratch, null
  br i1 %v8, label %exit, label %init

init:                                             ; preds = %entry
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v6, i8 0, i64 8, i1 false)
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 16, i1 false)
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  store i64 0, ptr %v6, align 1
  store i64 3, ptr %v5, align 1
  store i64 0, ptr %v3, align 8
  %v9 = load i64, ptr %v5, align 1
  br label %for_cond

for_cond:                                         ; preds = %for_step, %body
  %v10 = load i64, ptr %v3, align 8
  %v11 = icmp slt i64 %v10, %v9
  br i1 %v11, label %for_body, label %for_done

for_body:                                         ; preds = %for_cond
  store i64 %v10, ptr %v4, align 8
  %v12 = getelementptr inbounds i8, ptr %scratch, i64 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v12, ptr align 1 %v4, i64 8, i1 false)
  %v13 = getelementptr inbounds i8, ptr %scratch, i64 16
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v13, ptr align 1 %v2, i64 16, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %scratch, ptr align 1 %v6, i64 8, i1 false)
  store ptr %ctx, ptr %v1, align 8
  %v14 = call i64 inttoptr (i64 164 to ptr)(ptr @m_m, ptr @BEGIN_0_for0, ptr %v1, i64 0)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v12, i64 8, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v2, ptr align 1 %v13, i64 16, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v6, ptr align 1 %scratch, i64 8, i1 false)
  br label %for_step

for_step:                                         ; preds = %for_body
  %v15 = load i64, ptr %v3, align 8
  %v16 = add i64 %v15, 1
  store i64 %v16, ptr %v3, align 8
  br label %for_cond

for_done:                                         ; preds = %for_cond
  %v17 = load i64, ptr %v6, align 1
  store i64 %v17, ptr %v1, align 1
  store i64 0, ptr %v3, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_total, ptr %v3, ptr %v1, i64 0)
  %v19 = load volatile i64, ptr %v0, align 8
  %v20 = lshr i64 %v18, 63
  %v21 = add i64 %v19, %v20
  store volatile i64 %v21, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %entry, %for_done
  %v22 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v23 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v24 = icmp eq ptr %v23, null
  br i1 %v24, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v25 = load i64, ptr %v23, align 8
  %v26 = add i64 %v25, %v22
  store i64 %v26, ptr %v23, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

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
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  %v3 = load volatile i64, ptr @kt_config, align 8
  %v4 = icmp eq i64 %v3, 0
  br i1 %v4, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v5 = call i64 inttoptr (i64 14 to ptr)()
  %v6 = lshr i64 %v5, 32
  %v7 = icmp ne i64 %v6, %v3
  br i1 %v7, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  store i64 1, ptr %v2, align 1
  %v8 = call i32 inttoptr (i64 8 to ptr)()
  %v9 = zext i32 %v8 to i64
  store i64 %v9, ptr %v1, align 1
  %v10 = call i64 inttoptr (i64 2 to ptr)(ptr @m_m, ptr %v1, ptr %v2, i64 0)
  %v11 = load volatile i64, ptr %v0, align 8
  %v12 = lshr i64 %v10, 63
  %v13 = add i64 %v11, %v12
  store volatile i64 %v13, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v14 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v15 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
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

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind }
; map @m = m_m: plain, key 8, value 8, 4096 entries
; map @total = m_total: plain, key 8, value 8, 4096 entries
