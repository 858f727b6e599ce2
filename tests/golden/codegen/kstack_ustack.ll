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

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v7 = load volatile i64, ptr @kt_config, align 8
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp ne i64 %v7, 0
  %v11 = icmp ne i64 %v9, %v7
  %v12 = and i1 %v10, %v11
  br i1 %v12, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v13 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 0)
  store i64 %v13, ptr %v6, align 1
  %v14 = call ptr inttoptr (i64 1 to ptr)(ptr @m_k, ptr %v6)
  %v15 = icmp eq ptr %v14, null
  br i1 %v15, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v16 = load i64, ptr %v14, align 8
  %v17 = add i64 %v16, 1
  store i64 %v17, ptr %v14, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  store i64 1, ptr %v5, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_k, ptr %v6, ptr %v5, i64 0)
  %v19 = icmp ne i64 %v18, 0
  br i1 %v19, label %map_full, label %map_written

agg_done:                                         ; preds = %map_written, %agg_found
  %v20 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 256)
  store i64 %v20, ptr %v2, align 8
  %v21 = call i64 inttoptr (i64 14 to ptr)()
  %v22 = lshr i64 %v21, 32
  %v23 = getelementptr inbounds i8, ptr %v2, i64 8
  store i64 %v22, ptr %v23, align 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v2, i64 16, i1 false)
  %v24 = call ptr inttoptr (i64 1 to ptr)(ptr @m_u, ptr %v3)
  %v25 = icmp eq ptr %v24, null
  br i1 %v25, label %agg_new2, label %agg_found1

map_full:                                         ; preds = %agg_new
  store i32 1, ptr %v4, align 4
  %v26 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %agg_new
  br label %agg_done

lost_inc:                                         ; preds = %map_full
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, 1
  store i64 %v29, ptr %v26, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

agg_found1:                                       ; preds = %agg_done
  %v30 = load i64, ptr %v24, align 8
  %v31 = add i64 %v30, 1
  store i64 %v31, ptr %v24, align 8
  br label %agg_done3

agg_new2:                                         ; preds = %agg_done
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v32 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v3, ptr %v1, i64 0)
  %v33 = icmp ne i64 %v32, 0
  br i1 %v33, label %map_full4, label %map_written5

agg_done3:                                        ; preds = %map_written5, %agg_found1
  br label %exit

map_full4:                                        ; preds = %agg_new2
  store i32 1, ptr %v0, align 4
  %v34 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done7, label %lost_inc6

map_written5:                                     ; preds = %lost_done7, %agg_new2
  br label %agg_done3

lost_inc6:                                        ; preds = %map_full4
  %v36 = load i64, ptr %v34, align 8
  %v37 = add i64 %v36, 1
  store i64 %v37, ptr %v34, align 8
  br label %lost_done7

lost_done7:                                       ; preds = %lost_inc6, %map_full4
  br label %map_written5

exit:                                             ; preds = %agg_done3, %body
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
