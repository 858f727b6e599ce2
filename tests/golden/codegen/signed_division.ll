; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v9 = load i64, ptr %v8, align 8
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v11 = load i64, ptr %v10, align 8
  %v12 = icmp eq i64 %v11, 0
  %v13 = select i1 %v12, i64 1, i64 %v11
  %v14 = icmp slt i64 %v9, 0
  %v15 = icmp slt i64 %v13, 0
  %v16 = sub i64 0, %v9
  %v17 = select i1 %v14, i64 %v16, i64 %v9
  %v18 = sub i64 0, %v13
  %v19 = select i1 %v15, i64 %v18, i64 %v13
  %v20 = udiv i64 %v17, %v19
  %v21 = xor i1 %v14, %v15
  %v22 = sub i64 0, %v20
  %v23 = select i1 %v21, i64 %v22, i64 %v20
  %v24 = select i1 %v12, i64 0, i64 %v23
  store i64 %v24, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_q, ptr %v1, ptr %v2, i64 0)
  %v26 = load volatile i64, ptr %v0, align 8
  %v27 = lshr i64 %v25, 63
  %v28 = add i64 %v26, %v27
  store volatile i64 %v28, ptr %v0, align 8
  %v29 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v30 = load i64, ptr %v29, align 8
  %v31 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v32 = load i64, ptr %v31, align 8
  %v33 = icmp eq i64 %v32, 0
  %v34 = select i1 %v33, i64 1, i64 %v32
  %v35 = icmp slt i64 %v30, 0
  %v36 = icmp slt i64 %v34, 0
  %v37 = sub i64 0, %v30
  %v38 = select i1 %v35, i64 %v37, i64 %v30
  %v39 = sub i64 0, %v34
  %v40 = select i1 %v36, i64 %v39, i64 %v34
  %v41 = urem i64 %v38, %v40
  %v42 = sub i64 0, %v41
  %v43 = select i1 %v35, i64 %v42, i64 %v41
  %v44 = select i1 %v33, i64 0, i64 %v43
  store i64 %v44, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v45 = call i64 inttoptr (i64 2 to ptr)(ptr @m_r, ptr %v1, ptr %v2, i64 0)
  %v46 = load volatile i64, ptr %v0, align 8
  %v47 = lshr i64 %v45, 63
  %v48 = add i64 %v46, %v47
  store volatile i64 %v48, ptr %v0, align 8
  %v49 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v50 = load i64, ptr %v49, align 8
  %v51 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v52 = load i64, ptr %v51, align 8
  %v53 = icmp eq i64 %v52, 0
  %v54 = select i1 %v53, i64 1, i64 %v52
  %v55 = udiv i64 %v50, %v54
  %v56 = select i1 %v53, i64 0, i64 %v55
  store i64 %v56, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v57 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v1, ptr %v2, i64 0)
  %v58 = load volatile i64, ptr %v0, align 8
  %v59 = lshr i64 %v57, 63
  %v60 = add i64 %v58, %v59
  store volatile i64 %v60, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v61 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v62 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v63 = icmp eq ptr %v62, null
  br i1 %v63, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v64 = load i64, ptr %v62, align 8
  %v65 = add i64 %v64, %v61
  store i64 %v65, ptr %v62, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
; map @q = m_q: plain, key 8, value 8, 4096 entries
; map @r = m_r: plain, key 8, value 8, 4096 entries
; map @u = m_u: plain, key 8, value 8, 4096 entries
