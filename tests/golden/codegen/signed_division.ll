; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_q = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_r = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_u = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

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
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v9 = load volatile i64, ptr @kt_config, align 8
  %v10 = icmp eq i64 %v9, 0
  br i1 %v10, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v11 = call i64 inttoptr (i64 14 to ptr)()
  %v12 = lshr i64 %v11, 32
  %v13 = icmp ne i64 %v12, %v9
  br i1 %v13, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v14 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v15 = load i64, ptr %v14, align 8
  %v16 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v17 = load i64, ptr %v16, align 8
  %v18 = icmp eq i64 %v17, 0
  %v19 = select i1 %v18, i64 1, i64 %v17
  %v20 = icmp slt i64 %v15, 0
  %v21 = icmp slt i64 %v19, 0
  %v22 = sub i64 0, %v15
  %v23 = select i1 %v20, i64 %v22, i64 %v15
  %v24 = sub i64 0, %v19
  %v25 = select i1 %v21, i64 %v24, i64 %v19
  %v26 = udiv i64 %v23, %v25
  %v27 = xor i1 %v20, %v21
  %v28 = sub i64 0, %v26
  %v29 = select i1 %v27, i64 %v28, i64 %v26
  %v30 = select i1 %v18, i64 0, i64 %v29
  store i64 %v30, ptr %v8, align 1
  store i64 0, ptr %v7, align 8
  %v31 = call i64 inttoptr (i64 2 to ptr)(ptr @m_q, ptr %v7, ptr %v8, i64 0)
  %v32 = icmp ne i64 %v31, 0
  br i1 %v32, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v6, align 4
  %v33 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v6)
  %v34 = icmp eq ptr %v33, null
  br i1 %v34, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v35 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v36 = load i64, ptr %v35, align 8
  %v37 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v38 = load i64, ptr %v37, align 8
  %v39 = icmp eq i64 %v38, 0
  %v40 = select i1 %v39, i64 1, i64 %v38
  %v41 = icmp slt i64 %v36, 0
  %v42 = icmp slt i64 %v40, 0
  %v43 = sub i64 0, %v36
  %v44 = select i1 %v41, i64 %v43, i64 %v36
  %v45 = sub i64 0, %v40
  %v46 = select i1 %v42, i64 %v45, i64 %v40
  %v47 = urem i64 %v44, %v46
  %v48 = sub i64 0, %v47
  %v49 = select i1 %v41, i64 %v48, i64 %v47
  %v50 = select i1 %v39, i64 0, i64 %v49
  store i64 %v50, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v51 = call i64 inttoptr (i64 2 to ptr)(ptr @m_r, ptr %v4, ptr %v5, i64 0)
  %v52 = icmp ne i64 %v51, 0
  br i1 %v52, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v53 = load i64, ptr %v33, align 8
  %v54 = add i64 %v53, 1
  store i64 %v54, ptr %v33, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v3, align 4
  %v55 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v56 = icmp eq ptr %v55, null
  br i1 %v56, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  %v57 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v58 = load i64, ptr %v57, align 8
  %v59 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v60 = load i64, ptr %v59, align 8
  %v61 = icmp eq i64 %v60, 0
  %v62 = select i1 %v61, i64 1, i64 %v60
  %v63 = udiv i64 %v58, %v62
  %v64 = select i1 %v61, i64 0, i64 %v63
  store i64 %v64, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v65 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v1, ptr %v2, i64 0)
  %v66 = icmp ne i64 %v65, 0
  br i1 %v66, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v67 = load i64, ptr %v55, align 8
  %v68 = add i64 %v67, 1
  store i64 %v68, ptr %v55, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v69 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v70 = icmp eq ptr %v69, null
  br i1 %v70, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v71 = load i64, ptr %v69, align 8
  %v72 = add i64 %v71, 1
  store i64 %v72, ptr %v69, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %map_written6, %pid_check
  ret i32 0
}

attributes #0 = { nounwind }
; map @q = m_q: plain, key 8, value 8, 4096 entries
; map @r = m_r: plain, key 8, value 8, 4096 entries
; map @u = m_u: plain, key 8, value 8, 4096 entries
