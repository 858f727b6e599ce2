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
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v9 = load volatile i64, ptr @kt_config, align 8
  %v10 = call i64 inttoptr (i64 14 to ptr)()
  %v11 = lshr i64 %v10, 32
  %v12 = icmp ne i64 %v9, 0
  %v13 = icmp ne i64 %v11, %v9
  %v14 = and i1 %v12, %v13
  br i1 %v14, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v15 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v16 = load i64, ptr %v15, align 8
  %v17 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v18 = load i64, ptr %v17, align 8
  %v19 = icmp eq i64 %v18, 0
  %v20 = select i1 %v19, i64 1, i64 %v18
  %v21 = icmp slt i64 %v16, 0
  %v22 = icmp slt i64 %v20, 0
  %v23 = sub i64 0, %v16
  %v24 = select i1 %v21, i64 %v23, i64 %v16
  %v25 = sub i64 0, %v20
  %v26 = select i1 %v22, i64 %v25, i64 %v20
  %v27 = udiv i64 %v24, %v26
  %v28 = xor i1 %v21, %v22
  %v29 = sub i64 0, %v27
  %v30 = select i1 %v28, i64 %v29, i64 %v27
  %v31 = select i1 %v19, i64 0, i64 %v30
  store i64 %v31, ptr %v8, align 1
  store i64 0, ptr %v7, align 8
  %v32 = call i64 inttoptr (i64 2 to ptr)(ptr @m_q, ptr %v7, ptr %v8, i64 0)
  %v33 = icmp ne i64 %v32, 0
  br i1 %v33, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v6, align 4
  %v34 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v6)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v36 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v37 = load i64, ptr %v36, align 8
  %v38 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v39 = load i64, ptr %v38, align 8
  %v40 = icmp eq i64 %v39, 0
  %v41 = select i1 %v40, i64 1, i64 %v39
  %v42 = icmp slt i64 %v37, 0
  %v43 = icmp slt i64 %v41, 0
  %v44 = sub i64 0, %v37
  %v45 = select i1 %v42, i64 %v44, i64 %v37
  %v46 = sub i64 0, %v41
  %v47 = select i1 %v43, i64 %v46, i64 %v41
  %v48 = urem i64 %v45, %v47
  %v49 = sub i64 0, %v48
  %v50 = select i1 %v42, i64 %v49, i64 %v48
  %v51 = select i1 %v40, i64 0, i64 %v50
  store i64 %v51, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v52 = call i64 inttoptr (i64 2 to ptr)(ptr @m_r, ptr %v4, ptr %v5, i64 0)
  %v53 = icmp ne i64 %v52, 0
  br i1 %v53, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v54 = load i64, ptr %v34, align 8
  %v55 = add i64 %v54, 1
  store i64 %v55, ptr %v34, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v3, align 4
  %v56 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v57 = icmp eq ptr %v56, null
  br i1 %v57, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  %v58 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v59 = load i64, ptr %v58, align 8
  %v60 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v61 = load i64, ptr %v60, align 8
  %v62 = icmp eq i64 %v61, 0
  %v63 = select i1 %v62, i64 1, i64 %v61
  %v64 = udiv i64 %v59, %v63
  %v65 = select i1 %v62, i64 0, i64 %v64
  store i64 %v65, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v66 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v1, ptr %v2, i64 0)
  %v67 = icmp ne i64 %v66, 0
  br i1 %v67, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v68 = load i64, ptr %v56, align 8
  %v69 = add i64 %v68, 1
  store i64 %v69, ptr %v56, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v70 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v71 = icmp eq ptr %v70, null
  br i1 %v71, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v72 = load i64, ptr %v70, align 8
  %v73 = add i64 %v72, 1
  store i64 %v73, ptr %v70, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %map_written6, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @q = m_q: plain, key 8, value 8, 4096 entries
; map @r = m_r: plain, key 8, value 8, 4096 entries
; map @u = m_u: plain, key 8, value 8, 4096 entries
