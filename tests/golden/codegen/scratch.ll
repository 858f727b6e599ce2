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
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
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
  %v10 = call i64 inttoptr (i64 14 to ptr)()
  %v11 = lshr i64 %v10, 32
  %v12 = icmp ne i64 %v9, 0
  %v13 = icmp ne i64 %v11, %v9
  %v14 = and i1 %v12, %v13
  br i1 %v14, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v15 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v16 = load i64, ptr %v15, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 200, i1 false)
  %v17 = call i64 inttoptr (i64 45 to ptr)(ptr %v6, i32 200, i64 %v16)
  store i64 0, ptr %v5, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_a, ptr %v5, ptr %v6, i64 0)
  %v19 = icmp ne i64 %v18, 0
  br i1 %v19, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v4, align 4
  %v20 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v21 = icmp eq ptr %v20, null
  br i1 %v21, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  %v22 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v23 = load i64, ptr %v22, align 8
  %v24 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %v24, i8 0, i64 200, i1 false)
  %v25 = call i64 inttoptr (i64 45 to ptr)(ptr %v24, i32 200, i64 %v23)
  store i64 0, ptr %v3, align 8
  %v26 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v3, ptr %v24, i64 0)
  %v27 = icmp ne i64 %v26, 0
  br i1 %v27, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v28 = load i64, ptr %v20, align 8
  %v29 = add i64 %v28, 1
  store i64 %v29, ptr %v20, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v2, align 4
  %v30 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v31 = icmp eq ptr %v30, null
  br i1 %v31, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  %v32 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v33 = load i64, ptr %v32, align 8
  %v34 = getelementptr inbounds i8, ptr %scratch, i64 200
  call void @llvm.memset.p0.i64(ptr align 1 %v34, i8 0, i64 200, i1 false)
  %v35 = call i64 inttoptr (i64 45 to ptr)(ptr %v34, i32 200, i64 %v33)
  store i64 0, ptr %v1, align 8
  %v36 = call i64 inttoptr (i64 2 to ptr)(ptr @m_c, ptr %v1, ptr %v34, i64 0)
  %v37 = icmp ne i64 %v36, 0
  br i1 %v37, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v38 = load i64, ptr %v30, align 8
  %v39 = add i64 %v38, 1
  store i64 %v39, ptr %v30, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v40 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v41 = icmp eq ptr %v40, null
  br i1 %v41, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v42 = load i64, ptr %v40, align 8
  %v43 = add i64 %v42, 1
  store i64 %v43, ptr %v40, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %entry, %map_written6, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @a = m_a: plain, key 8, value 200, 4096 entries
; map @b = m_b: plain, key 8, value 200, 4096 entries
; map @c = m_c: plain, key 8, value 200, 4096 entries
