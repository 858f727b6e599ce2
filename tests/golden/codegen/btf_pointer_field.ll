; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_iowait = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_ppid = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@"llvm.task_struct:0:40$0:7" = external global i64 #0
@"llvm.task_struct:0:32$0:6" = external global i64 #0
@"llvm.file:0:0$0:0" = external global i64 #0
@"llvm.path:0:8$0:1" = external global i64 #0
@"llvm.dentry:0:16$0:2" = external global i64 #0
@"llvm.qstr:0:8$0:1" = external global i64 #0

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #1 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  %v5 = load volatile i64, ptr @kt_config, align 8
  %v6 = icmp eq i64 %v5, 0
  br i1 %v6, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v8, %v5
  br i1 %v9, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v10 = call i64 inttoptr (i64 35 to ptr)()
  %v11 = load i64, ptr @"llvm.task_struct:0:40$0:7", align 8
  %v12 = call i64 @llvm.bpf.passthrough.i64.i64(i32 0, i64 %v11)
  %v13 = add i64 %v10, %v12
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v14 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 8, i64 %v13)
  %v15 = load i64, ptr %v4, align 1
  %v16 = load i64, ptr @"llvm.task_struct:0:32$0:6", align 8
  %v17 = call i64 @llvm.bpf.passthrough.i64.i64(i32 1, i64 %v16)
  %v18 = add i64 %v15, %v17
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v19 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v18)
  %v20 = load i32, ptr %v3, align 1
  %v21 = sext i32 %v20 to i64
  store i64 %v21, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v22 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ppid, ptr %v1, ptr %v2, i64 0)
  %v23 = load volatile i64, ptr %v0, align 8
  %v24 = lshr i64 %v22, 63
  %v25 = add i64 %v23, %v24
  store volatile i64 %v25, ptr %v0, align 8
  %v26 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v27 = load i64, ptr %v26, align 8
  %v28 = load i64, ptr @"llvm.file:0:0$0:0", align 8
  %v29 = call i64 @llvm.bpf.passthrough.i64.i64(i32 2, i64 %v28)
  %v30 = add i64 %v27, %v29
  %v31 = load i64, ptr @"llvm.path:0:8$0:1", align 8
  %v32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 3, i64 %v31)
  %v33 = add i64 %v30, %v32
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v34 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 8, i64 %v33)
  %v35 = load i64, ptr %v4, align 1
  %v36 = load i64, ptr @"llvm.dentry:0:16$0:2", align 8
  %v37 = call i64 @llvm.bpf.passthrough.i64.i64(i32 4, i64 %v36)
  %v38 = add i64 %v35, %v37
  %v39 = load i64, ptr @"llvm.qstr:0:8$0:1", align 8
  %v40 = call i64 @llvm.bpf.passthrough.i64.i64(i32 5, i64 %v39)
  %v41 = add i64 %v38, %v40
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v42 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 8, i64 %v41)
  %v43 = load i64, ptr %v3, align 1
  store i64 %v43, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v44 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v1, ptr %v2, i64 0)
  %v45 = load volatile i64, ptr %v0, align 8
  %v46 = lshr i64 %v44, 63
  %v47 = add i64 %v45, %v46
  store volatile i64 %v47, ptr %v0, align 8
  %v48 = call i64 inttoptr (i64 35 to ptr)()
  %v49 = add i64 %v48, 112
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v50 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 1, i64 %v49)
  %v51 = load i64, ptr %v4, align 8
  %v52 = lshr i64 %v51, 4
  %v53 = and i64 %v52, 1
  store i64 %v53, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v54 = call i64 inttoptr (i64 2 to ptr)(ptr @m_iowait, ptr %v2, ptr %v3, i64 0)
  %v55 = load volatile i64, ptr %v0, align 8
  %v56 = lshr i64 %v54, 63
  %v57 = add i64 %v55, %v56
  store volatile i64 %v57, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v58 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v59 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v60 = icmp eq ptr %v59, null
  br i1 %v60, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v61 = load i64, ptr %v59, align 8
  %v62 = add i64 %v61, %v58
  store i64 %v62, ptr %v59, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #3

attributes #0 = { "btf_ama" }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @iowait = m_iowait: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 8, 4096 entries
; map @ppid = m_ppid: plain, key 8, value 8, 4096 entries
