; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_b = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_v = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

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
  call void @llvm.memset.p0.i64(ptr align 1 %v8, i8 0, i64 8, i1 false)
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
  store i64 %v15, ptr %v8, align 1
  %v16 = load i64, ptr %v8, align 1
  %v17 = add i64 %v16, 0
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 8, i1 false)
  %v18 = call i64 inttoptr (i64 113 to ptr)(ptr %v7, i32 1, i64 %v17)
  %v19 = load i64, ptr %v7, align 8
  %v20 = lshr i64 %v19, 3
  %v21 = and i64 %v20, 31
  store i64 %v21, ptr %v6, align 1
  store i64 0, ptr %v5, align 8
  %v22 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v5, ptr %v6, i64 0)
  %v23 = icmp ne i64 %v22, 0
  br i1 %v23, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v4, align 4
  %v24 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v25 = icmp eq ptr %v24, null
  br i1 %v25, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v26 = load i64, ptr %v8, align 1
  %v27 = add i64 %v26, 4
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v28 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v27)
  %v29 = load i32, ptr %v3, align 1
  %v30 = sext i32 %v29 to i64
  store i64 %v30, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v31 = call i64 inttoptr (i64 2 to ptr)(ptr @m_v, ptr %v1, ptr %v2, i64 0)
  %v32 = icmp ne i64 %v31, 0
  br i1 %v32, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v33 = load i64, ptr %v24, align 8
  %v34 = add i64 %v33, 1
  store i64 %v34, ptr %v24, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v0, align 4
  %v35 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v36 = icmp eq ptr %v35, null
  br i1 %v36, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  br label %exit

lost_inc3:                                        ; preds = %map_full1
  %v37 = load i64, ptr %v35, align 8
  %v38 = add i64 %v37, 1
  store i64 %v38, ptr %v35, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

exit:                                             ; preds = %map_written2, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @b = m_b: plain, key 8, value 8, 4096 entries
; map @v = m_v: plain, key 8, value 8, 4096 entries
