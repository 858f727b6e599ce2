; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
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
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  %v4 = alloca [16 x i8], align 8
  %v5 = alloca [16 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  %v8 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
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
  %v14 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 0)
  store i64 %v14, ptr %v8, align 1
  %v15 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_k, ptr %v8)
  %v16 = icmp eq ptr %v15, null
  br i1 %v16, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v17 = load i64, ptr %v15, align 8
  %v18 = add i64 %v17, 1
  store i64 %v18, ptr %v15, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 8, i1 false)
  store i64 1, ptr %v7, align 8
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_k, ptr %v8, ptr %v7, i64 0)
  %v20 = icmp ne i64 %v19, 0
  br i1 %v20, label %map_full, label %map_written

agg_done:                                         ; preds = %map_written, %agg_found
  %v21 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 256)
  store i64 %v21, ptr %v4, align 8
  %v22 = lshr i64 %pid_tgid, 32
  store i32 11, ptr %v3, align 4
  %v23 = getelementptr inbounds i8, ptr %v3, i64 4
  store i32 0, ptr %v23, align 4
  %v24 = getelementptr inbounds i8, ptr %v3, i64 8
  store i64 %v22, ptr %v24, align 8
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_pids_seen, ptr %v24)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %pid_unseen, label %pid_known

map_full:                                         ; preds = %agg_new
  store i32 1, ptr %v6, align 4
  %v27 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v6)
  %v28 = icmp eq ptr %v27, null
  br i1 %v28, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %agg_new
  br label %agg_done

lost_inc:                                         ; preds = %map_full
  %v29 = load i64, ptr %v27, align 8
  %v30 = add i64 %v29, 1
  store i64 %v30, ptr %v27, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

pid_unseen:                                       ; preds = %agg_done
  %v31 = call i64 inttoptr (i64 2 to ptr)(ptr @kt_pids_seen, ptr %v24, ptr %v3, i64 1)
  %v32 = icmp eq i64 %v31, 0
  br i1 %v32, label %pid_first, label %pid_known

pid_first:                                        ; preds = %pid_unseen
  %v33 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v3, i64 16, i64 0)
  %v34 = icmp ne i64 %v33, 0
  br i1 %v34, label %pid_lost, label %pid_known

pid_lost:                                         ; preds = %pid_first
  %v35 = call i64 inttoptr (i64 3 to ptr)(ptr @kt_pids_seen, ptr %v24)
  store i32 0, ptr %v2, align 4
  %v36 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v37 = icmp eq ptr %v36, null
  br i1 %v37, label %lost_done2, label %lost_inc1

pid_known:                                        ; preds = %lost_done2, %pid_first, %pid_unseen, %agg_done
  %v38 = getelementptr inbounds i8, ptr %v4, i64 8
  store i64 %v22, ptr %v38, align 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v5, ptr align 1 %v4, i64 16, i1 false)
  %v39 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_u, ptr %v5)
  %v40 = icmp eq ptr %v39, null
  br i1 %v40, label %agg_new4, label %agg_found3

lost_inc1:                                        ; preds = %pid_lost
  %v41 = load i64, ptr %v36, align 8
  %v42 = add i64 %v41, 1
  store i64 %v42, ptr %v36, align 8
  br label %lost_done2

lost_done2:                                       ; preds = %lost_inc1, %pid_lost
  br label %pid_known

agg_found3:                                       ; preds = %pid_known
  %v43 = load i64, ptr %v39, align 8
  %v44 = add i64 %v43, 1
  store i64 %v44, ptr %v39, align 8
  br label %agg_done5

agg_new4:                                         ; preds = %pid_known
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v45 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v5, ptr %v1, i64 0)
  %v46 = icmp ne i64 %v45, 0
  br i1 %v46, label %map_full6, label %map_written7

agg_done5:                                        ; preds = %map_written7, %agg_found3
  br label %exit

map_full6:                                        ; preds = %agg_new4
  store i32 1, ptr %v0, align 4
  %v47 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v48 = icmp eq ptr %v47, null
  br i1 %v48, label %lost_done9, label %lost_inc8

map_written7:                                     ; preds = %lost_done9, %agg_new4
  br label %agg_done5

lost_inc8:                                        ; preds = %map_full6
  %v49 = load i64, ptr %v47, align 8
  %v50 = add i64 %v49, 1
  store i64 %v50, ptr %v47, align 8
  br label %lost_done9

lost_done9:                                       ; preds = %lost_inc8, %map_full6
  br label %map_written7

exit:                                             ; preds = %agg_done5, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @k = m_k: count, per-cpu, key 8, value 8, 4096 entries
; map @u = m_u: count, per-cpu, key 16, value 8, 4096 entries
