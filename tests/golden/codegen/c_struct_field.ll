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
  call void @llvm.memset.p0.i64(ptr align 1 %v8, i8 0, i64 8, i1 false)
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
  store i64 %v16, ptr %v8, align 1
  %v17 = load i64, ptr %v8, align 1
  %v18 = add i64 %v17, 0
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 8, i1 false)
  %v19 = call i64 inttoptr (i64 113 to ptr)(ptr %v7, i32 1, i64 %v18)
  %v20 = load i64, ptr %v7, align 8
  %v21 = lshr i64 %v20, 3
  %v22 = and i64 %v21, 31
  store i64 %v22, ptr %v6, align 1
  store i64 0, ptr %v5, align 8
  %v23 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v5, ptr %v6, i64 0)
  %v24 = icmp ne i64 %v23, 0
  br i1 %v24, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v4, align 4
  %v25 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v27 = load i64, ptr %v8, align 1
  %v28 = add i64 %v27, 4
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v29 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v28)
  %v30 = load i32, ptr %v3, align 1
  %v31 = sext i32 %v30 to i64
  store i64 %v31, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v32 = call i64 inttoptr (i64 2 to ptr)(ptr @m_v, ptr %v1, ptr %v2, i64 0)
  %v33 = icmp ne i64 %v32, 0
  br i1 %v33, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v34 = load i64, ptr %v25, align 8
  %v35 = add i64 %v34, 1
  store i64 %v35, ptr %v25, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v0, align 4
  %v36 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v37 = icmp eq ptr %v36, null
  br i1 %v37, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  br label %exit

lost_inc3:                                        ; preds = %map_full1
  %v38 = load i64, ptr %v36, align 8
  %v39 = add i64 %v38, 1
  store i64 %v39, ptr %v36, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

exit:                                             ; preds = %map_written2, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @b = m_b: plain, key 8, value 8, 4096 entries
; map @v = m_v: plain, key 8, value 8, 4096 entries
