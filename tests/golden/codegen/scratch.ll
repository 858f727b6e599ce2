; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_a = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_b = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_c = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [200 x i8], align 8
  %v7 = alloca i32, align 4
  store i32 0, ptr %v7, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v7)
  %v8 = icmp eq ptr %scratch, null
  br i1 %v8, label %exit, label %init

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
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 200, i1 false)
  %v16 = call i64 inttoptr (i64 45 to ptr)(ptr %v6, i32 200, i64 %v15)
  store i64 0, ptr %v5, align 8
  %v17 = call i64 inttoptr (i64 2 to ptr)(ptr @m_a, ptr %v5, ptr %v6, i64 0)
  %v18 = icmp ne i64 %v17, 0
  br i1 %v18, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v4, align 4
  %v19 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v20 = icmp eq ptr %v19, null
  br i1 %v20, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v21 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v22 = load i64, ptr %v21, align 8
  %v23 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %v23, i8 0, i64 200, i1 false)
  %v24 = call i64 inttoptr (i64 45 to ptr)(ptr %v23, i32 200, i64 %v22)
  store i64 0, ptr %v3, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v3, ptr %v23, i64 0)
  %v26 = icmp ne i64 %v25, 0
  br i1 %v26, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v27 = load i64, ptr %v19, align 8
  %v28 = add i64 %v27, 1
  store i64 %v28, ptr %v19, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v2, align 4
  %v29 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v30 = icmp eq ptr %v29, null
  br i1 %v30, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  %v31 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v32 = load i64, ptr %v31, align 8
  %v33 = getelementptr inbounds i8, ptr %scratch, i64 200
  call void @llvm.memset.p0.i64(ptr align 1 %v33, i8 0, i64 200, i1 false)
  %v34 = call i64 inttoptr (i64 45 to ptr)(ptr %v33, i32 200, i64 %v32)
  store i64 0, ptr %v1, align 8
  %v35 = call i64 inttoptr (i64 2 to ptr)(ptr @m_c, ptr %v1, ptr %v33, i64 0)
  %v36 = icmp ne i64 %v35, 0
  br i1 %v36, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v37 = load i64, ptr %v29, align 8
  %v38 = add i64 %v37, 1
  store i64 %v38, ptr %v29, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v39 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v40 = icmp eq ptr %v39, null
  br i1 %v40, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v41 = load i64, ptr %v39, align 8
  %v42 = add i64 %v41, 1
  store i64 %v42, ptr %v39, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %entry, %map_written6, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @a = m_a: plain, key 8, value 200, 4096 entries
; map @b = m_b: plain, key 8, value 200, 4096 entries
; map @c = m_c: plain, key 8, value 200, 4096 entries
