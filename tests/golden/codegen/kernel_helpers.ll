; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_p = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_w = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@"llvm.file:0:0$0:0" = external global i64 #0
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @fentry_0(ptr align 8 %ctx) #1 section "fentry/vfs_open" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca i32, align 4
  store i32 0, ptr %v2, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v2)
  %v3 = icmp eq ptr %scratch, null
  br i1 %v3, label %exit, label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 8
  %v10 = load i64, ptr %v9, align 8
  %v11 = load i64, ptr @"llvm.file:0:0$0:0", align 8
  %v12 = call i64 @llvm.bpf.passthrough.i64.i64(i32 0, i64 %v11)
  %v13 = add i64 %v10, %v12
  %v14 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v14, i8 0, i64 64, i1 false)
  %v15 = call i64 inttoptr (i64 147 to ptr)(i64 %v13, ptr %v14, i32 64)
  store i64 0, ptr %v1, align 8
  %v16 = call i64 inttoptr (i64 2 to ptr)(ptr @m_p, ptr %v1, ptr %v14, i64 0)
  %v17 = load volatile i64, ptr %v0, align 8
  %v18 = lshr i64 %v16, 63
  %v19 = add i64 %v17, %v18
  store volatile i64 %v19, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %entry, %pid_ok, %pid_check
  %v20 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v23 = load i64, ptr %v21, align 8
  %v24 = add i64 %v23, %v20
  store i64 %v24, ptr %v21, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #3

; Function Attrs: nounwind
define i32 @tp_1(ptr align 8 %ctx) #1 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 24
  %v10 = load i64, ptr %v9, align 1
  store i32 5, ptr %v3, align 1
  %v11 = getelementptr inbounds i8, ptr %ctx, i64 32
  %v12 = load i64, ptr %v11, align 1
  %v13 = icmp ult i64 %v12, 4
  %v14 = select i1 %v13, i64 %v12, i64 4
  %v15 = call i64 asm "", "=r,0"(i64 0)
  %v16 = icmp ugt i64 %v14, %v15
  br i1 %v16, label %write_user, label %write_user_done

write_user:                                       ; preds = %pid_ok
  %v17 = trunc i64 %v14 to i32
  %v18 = call i64 inttoptr (i64 36 to ptr)(i64 %v10, ptr %v3, i32 %v17)
  %v19 = icmp eq i64 %v18, 0
  %v20 = zext i1 %v19 to i64
  br label %write_user_done

write_user_done:                                  ; preds = %write_user, %pid_ok
  %v21 = phi i64 [ 0, %pid_ok ], [ %v20, %write_user ]
  %v22 = icmp ne i64 %v21, 0
  %v23 = zext i1 %v22 to i64
  %v24 = trunc i64 %v23 to i8
  store i8 %v24, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_w, ptr %v1, ptr %v2, i64 0)
  %v26 = load volatile i64, ptr %v0, align 8
  %v27 = lshr i64 %v25, 63
  %v28 = add i64 %v26, %v27
  store volatile i64 %v28, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %write_user_done, %pid_check
  %v29 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v3, align 4
  %v30 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v31 = icmp eq ptr %v30, null
  br i1 %v31, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v32 = load i64, ptr %v30, align 8
  %v33 = add i64 %v32, %v29
  store i64 %v33, ptr %v30, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { "btf_ama" }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @p = m_p: plain, key 8, value 64, 4096 entries
; map @w = m_w: plain, key 8, value 1, 4096 entries
