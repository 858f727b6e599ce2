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
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
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
  %v15 = call i64 inttoptr (i64 14 to ptr)()
  %v16 = lshr i64 %v15, 32
  %v17 = icmp ne i64 %v14, 0
  %v18 = icmp ne i64 %v16, %v14
  %v19 = and i1 %v17, %v18
  br i1 %v19, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v20 = call i64 inttoptr (i64 35 to ptr)()
  %v21 = add i64 %v20, 40
  call void @llvm.memset.p0.i64(ptr align 1 %v13, i8 0, i64 8, i1 false)
  %v22 = call i64 inttoptr (i64 113 to ptr)(ptr %v13, i32 8, i64 %v21)
  %v23 = load i64, ptr %v13, align 1
  %v24 = add i64 %v23, 32
  call void @llvm.memset.p0.i64(ptr align 1 %v12, i8 0, i64 8, i1 false)
  %v25 = call i64 inttoptr (i64 113 to ptr)(ptr %v12, i32 4, i64 %v24)
  %v26 = load i32, ptr %v12, align 1
  %v27 = sext i32 %v26 to i64
  store i64 %v27, ptr %v11, align 1
  store i64 0, ptr %v10, align 8
  %v28 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ppid, ptr %v10, ptr %v11, i64 0)
  %v29 = icmp ne i64 %v28, 0
  br i1 %v29, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v9, align 4
  %v30 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v9)
  %v31 = icmp eq ptr %v30, null
  br i1 %v31, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v32 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v33 = load i64, ptr %v32, align 8
  %v34 = add i64 %v33, 0
  %v35 = add i64 %v34, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v8, i8 0, i64 8, i1 false)
  %v36 = call i64 inttoptr (i64 113 to ptr)(ptr %v8, i32 8, i64 %v35)
  %v37 = load i64, ptr %v8, align 1
  %v38 = add i64 %v37, 16
  %v39 = add i64 %v38, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 8, i1 false)
  %v40 = call i64 inttoptr (i64 113 to ptr)(ptr %v7, i32 8, i64 %v39)
  %v41 = load i64, ptr %v7, align 1
  store i64 %v41, ptr %v6, align 1
  store i64 0, ptr %v5, align 8
  %v42 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v5, ptr %v6, i64 0)
  %v43 = icmp ne i64 %v42, 0
  br i1 %v43, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v44 = load i64, ptr %v30, align 8
  %v45 = add i64 %v44, 1
  store i64 %v45, ptr %v30, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v4, align 4
  %v46 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v47 = icmp eq ptr %v46, null
  br i1 %v47, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  %v48 = call i64 inttoptr (i64 35 to ptr)()
  %v49 = add i64 %v48, 112
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v50 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 1, i64 %v49)
  %v51 = load i64, ptr %v3, align 8
  %v52 = lshr i64 %v51, 4
  %v53 = and i64 %v52, 1
  store i64 %v53, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v54 = call i64 inttoptr (i64 2 to ptr)(ptr @m_iowait, ptr %v1, ptr %v2, i64 0)
  %v55 = icmp ne i64 %v54, 0
  br i1 %v55, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v56 = load i64, ptr %v46, align 8
  %v57 = add i64 %v56, 1
  store i64 %v57, ptr %v46, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v58 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v59 = icmp eq ptr %v58, null
  br i1 %v59, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v60 = load i64, ptr %v58, align 8
  %v61 = add i64 %v60, 1
  store i64 %v61, ptr %v58, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %map_written6, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @iowait = m_iowait: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 8, 4096 entries
; map @ppid = m_ppid: plain, key 8, value 8, 4096 entries
