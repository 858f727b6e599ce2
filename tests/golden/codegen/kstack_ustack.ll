; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_k = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_u = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_stacks = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_pids_seen = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [16 x i8], align 8
  %v1 = alloca [24 x i8], align 8
  %v2 = alloca [24 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v3, align 8
  %v6 = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v7 = load volatile i64, ptr @kt_config, align 8
  %v8 = icmp eq i64 %v7, 0
  br i1 %v8, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v9 = call i64 inttoptr (i64 14 to ptr)()
  %v10 = lshr i64 %v9, 32
  %v11 = icmp ne i64 %v10, %v7
  br i1 %v11, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v12 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 0)
  store i64 %v12, ptr %v5, align 1
  %v13 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_k, ptr %v5)
  %v14 = icmp eq ptr %v13, null
  br i1 %v14, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v15 = load i64, ptr %v13, align 8
  %v16 = add i64 %v15, 1
  store i64 %v16, ptr %v13, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  store i64 1, ptr %v4, align 8
  %v17 = call i64 inttoptr (i64 2 to ptr)(ptr @m_k, ptr %v5, ptr %v4, i64 0)
  %v18 = load volatile i64, ptr %v3, align 8
  %v19 = lshr i64 %v17, 63
  %v20 = add i64 %v18, %v19
  store volatile i64 %v20, ptr %v3, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  %v21 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 256)
  store i64 %v21, ptr %v1, align 8
  %v22 = lshr i64 %v6, 32
  store i32 11, ptr %v0, align 4
  %v23 = getelementptr inbounds i8, ptr %v0, i64 4
  store i32 0, ptr %v23, align 4
  %v24 = getelementptr inbounds i8, ptr %v0, i64 8
  store i64 %v22, ptr %v24, align 8
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_pids_seen, ptr %v24)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %pid_unseen, label %pid_known

pid_unseen:                                       ; preds = %agg_done
  %v27 = call i64 inttoptr (i64 2 to ptr)(ptr @kt_pids_seen, ptr %v24, ptr %v0, i64 1)
  %v28 = icmp eq i64 %v27, 0
  br i1 %v28, label %pid_first, label %pid_known

pid_first:                                        ; preds = %pid_unseen
  %v29 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v0, i64 16, i64 2)
  %v30 = icmp ne i64 %v29, 0
  br i1 %v30, label %pid_lost, label %pid_known

pid_lost:                                         ; preds = %pid_first
  %v31 = call i64 inttoptr (i64 3 to ptr)(ptr @kt_pids_seen, ptr %v24)
  store i32 0, ptr %v5, align 4
  %v32 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v5)
  %v33 = icmp eq ptr %v32, null
  br i1 %v33, label %lost_done, label %lost_inc

pid_known:                                        ; preds = %lost_done, %pid_first, %pid_unseen, %agg_done
  %v34 = getelementptr inbounds i8, ptr %v1, i64 8
  store i64 %v22, ptr %v34, align 8
  %v35 = getelementptr inbounds i8, ptr %v1, i64 16
  store i64 0, ptr %v35, align 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v2, ptr align 1 %v1, i64 24, i1 false)
  %v36 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_u, ptr %v2)
  %v37 = icmp eq ptr %v36, null
  br i1 %v37, label %agg_new2, label %agg_found1

lost_inc:                                         ; preds = %pid_lost
  %v38 = load i64, ptr %v32, align 8
  %v39 = add i64 %v38, 1
  store i64 %v39, ptr %v32, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %pid_lost
  br label %pid_known

agg_found1:                                       ; preds = %pid_known
  %v40 = load i64, ptr %v36, align 8
  %v41 = add i64 %v40, 1
  store i64 %v41, ptr %v36, align 8
  br label %agg_done3

agg_new2:                                         ; preds = %pid_known
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  store i64 1, ptr %v4, align 8
  %v42 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v2, ptr %v4, i64 0)
  %v43 = load volatile i64, ptr %v3, align 8
  %v44 = lshr i64 %v42, 63
  %v45 = add i64 %v43, %v44
  store volatile i64 %v45, ptr %v3, align 8
  br label %agg_done3

agg_done3:                                        ; preds = %agg_new2, %agg_found1
  br label %exit

exit:                                             ; preds = %agg_done3, %pid_check
  %v46 = load volatile i64, ptr %v3, align 8
  store i32 1, ptr %v5, align 4
  %v47 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v5)
  %v48 = icmp eq ptr %v47, null
  br i1 %v48, label %lost_done5, label %lost_inc4

lost_inc4:                                        ; preds = %exit
  %v49 = load i64, ptr %v47, align 8
  %v50 = add i64 %v49, %v46
  store i64 %v50, ptr %v47, align 8
  br label %lost_done5

lost_done5:                                       ; preds = %lost_inc4, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @k = m_k: count, per-cpu, key 8, value 8, 4096 entries
; map @u = m_u: count, per-cpu, key 24, value 8, 4096 entries
