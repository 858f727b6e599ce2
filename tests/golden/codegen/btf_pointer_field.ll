; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_iowait = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_ppid = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  %v8 = alloca [8 x i8], align 8
  %v9 = alloca [8 x i8], align 8
  %v10 = alloca [8 x i8], align 8
  %v11 = alloca [8 x i8], align 8
  %v12 = alloca [8 x i8], align 8
  %v13 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v14 = load volatile i64, ptr @kt_config, align 8
  %v15 = icmp eq i64 %v14, 0
  br i1 %v15, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v16 = call i64 inttoptr (i64 14 to ptr)()
  %v17 = lshr i64 %v16, 32
  %v18 = icmp ne i64 %v17, %v14
  br i1 %v18, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v19 = call i64 inttoptr (i64 35 to ptr)()
  %v20 = add i64 %v19, 40
  call void @llvm.memset.p0.i64(ptr align 1 %v13, i8 0, i64 8, i1 false)
  %v21 = call i64 inttoptr (i64 113 to ptr)(ptr %v13, i32 8, i64 %v20)
  %v22 = load i64, ptr %v13, align 1
  %v23 = add i64 %v22, 32
  call void @llvm.memset.p0.i64(ptr align 1 %v12, i8 0, i64 8, i1 false)
  %v24 = call i64 inttoptr (i64 113 to ptr)(ptr %v12, i32 4, i64 %v23)
  %v25 = load i32, ptr %v12, align 1
  %v26 = sext i32 %v25 to i64
  store i64 %v26, ptr %v11, align 1
  store i64 0, ptr %v10, align 8
  %v27 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ppid, ptr %v10, ptr %v11, i64 0)
  %v28 = icmp ne i64 %v27, 0
  br i1 %v28, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v9, align 4
  %v29 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v9)
  %v30 = icmp eq ptr %v29, null
  br i1 %v30, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v31 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v32 = load i64, ptr %v31, align 8
  %v33 = add i64 %v32, 0
  %v34 = add i64 %v33, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v8, i8 0, i64 8, i1 false)
  %v35 = call i64 inttoptr (i64 113 to ptr)(ptr %v8, i32 8, i64 %v34)
  %v36 = load i64, ptr %v8, align 1
  %v37 = add i64 %v36, 16
  %v38 = add i64 %v37, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 8, i1 false)
  %v39 = call i64 inttoptr (i64 113 to ptr)(ptr %v7, i32 8, i64 %v38)
  %v40 = load i64, ptr %v7, align 1
  store i64 %v40, ptr %v6, align 1
  store i64 0, ptr %v5, align 8
  %v41 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v5, ptr %v6, i64 0)
  %v42 = icmp ne i64 %v41, 0
  br i1 %v42, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v43 = load i64, ptr %v29, align 8
  %v44 = add i64 %v43, 1
  store i64 %v44, ptr %v29, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v4, align 4
  %v45 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v46 = icmp eq ptr %v45, null
  br i1 %v46, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  %v47 = call i64 inttoptr (i64 35 to ptr)()
  %v48 = add i64 %v47, 112
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v49 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 1, i64 %v48)
  %v50 = load i64, ptr %v3, align 8
  %v51 = lshr i64 %v50, 4
  %v52 = and i64 %v51, 1
  store i64 %v52, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v53 = call i64 inttoptr (i64 2 to ptr)(ptr @m_iowait, ptr %v1, ptr %v2, i64 0)
  %v54 = icmp ne i64 %v53, 0
  br i1 %v54, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v55 = load i64, ptr %v45, align 8
  %v56 = add i64 %v55, 1
  store i64 %v56, ptr %v45, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v57 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v58 = icmp eq ptr %v57, null
  br i1 %v58, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v59 = load i64, ptr %v57, align 8
  %v60 = add i64 %v59, 1
  store i64 %v60, ptr %v57, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %map_written6, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @iowait = m_iowait: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 8, 4096 entries
; map @ppid = m_ppid: plain, key 8, value 8, 4096 entries
