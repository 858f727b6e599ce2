; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_m = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_total = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [16 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  %v8 = alloca [8 x i8], align 8
  %v9 = alloca [8 x i8], align 8
  %v10 = alloca [8 x i8], align 8
  %v11 = alloca [8 x i8], align 8
  %v12 = alloca i32, align 4
  store i32 0, ptr %v12, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v12)
  %v13 = icmp eq ptr %scratch, null
  br i1 %v13, label %exit, label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 16, i1 false)
  br label %body

body:                                             ; preds = %init
  store i64 10, ptr %v11, align 1
  store i64 1, ptr %v10, align 1
  %v14 = call i64 inttoptr (i64 2 to ptr)(ptr @m_m, ptr %v10, ptr %v11, i64 0)
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %map_full, label %map_written

map_full:                                         ; preds = %body
  store i32 1, ptr %v9, align 4
  %v16 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v9)
  %v17 = icmp eq ptr %v16, null
  br i1 %v17, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %body
  store i64 20, ptr %v8, align 1
  store i64 2, ptr %v7, align 1
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_m, ptr %v7, ptr %v8, i64 0)
  %v19 = icmp ne i64 %v18, 0
  br i1 %v19, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v20 = load i64, ptr %v16, align 8
  %v21 = add i64 %v20, 1
  store i64 %v21, ptr %v16, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v6, align 4
  %v22 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v6)
  %v23 = icmp eq ptr %v22, null
  br i1 %v23, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  store i64 0, ptr %v5, align 1
  %v24 = getelementptr inbounds i8, ptr %scratch, i64 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v24, ptr align 1 %v4, i64 16, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %scratch, ptr align 1 %v5, i64 8, i1 false)
  store ptr %ctx, ptr %v3, align 8
  %v25 = call i64 inttoptr (i64 164 to ptr)(ptr @m_m, ptr @BEGIN_0_for0, ptr %v3, i64 0)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v24, i64 16, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v5, ptr align 1 %scratch, i64 8, i1 false)
  %v26 = load i64, ptr %v5, align 1
  store i64 %v26, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v27 = call i64 inttoptr (i64 2 to ptr)(ptr @m_total, ptr %v1, ptr %v2, i64 0)
  %v28 = icmp ne i64 %v27, 0
  br i1 %v28, label %map_full5, label %map_written6

lost_inc3:                                        ; preds = %map_full1
  %v29 = load i64, ptr %v22, align 8
  %v30 = add i64 %v29, 1
  store i64 %v30, ptr %v22, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

map_full5:                                        ; preds = %map_written2
  store i32 1, ptr %v0, align 4
  %v31 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v32 = icmp eq ptr %v31, null
  br i1 %v32, label %lost_done8, label %lost_inc7

map_written6:                                     ; preds = %lost_done8, %map_written2
  br label %exit

lost_inc7:                                        ; preds = %map_full5
  %v33 = load i64, ptr %v31, align 8
  %v34 = add i64 %v33, 1
  store i64 %v34, ptr %v31, align 8
  br label %lost_done8

lost_done8:                                       ; preds = %lost_inc7, %map_full5
  br label %map_written6

exit:                                             ; preds = %entry, %map_written6
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

; Function Attrs: noinline nounwind
define internal i64 @BEGIN_0_for0(ptr %v0, ptr align 8 %v1, ptr align 8 %v2, ptr %v3) #3 {
entry:
  %v4 = alloca i32, align 4
  store i32 0, ptr %v4, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v4)
  %v5 = icmp eq ptr %scratch, null
  br i1 %v5, label %next, label %init

init:                                             ; preds = %entry
  %v6 = getelementptr inbounds i8, ptr %scratch, i64 8
  %v7 = getelementptr inbounds i8, ptr %scratch, i64 0
  br label %body

body:                                             ; preds = %init
  %v8 = load ptr, ptr %v3, align 8
  %v9 = load i64, ptr %v1, align 1
  store i64 %v9, ptr %v6, align 1
  %v10 = getelementptr inbounds i8, ptr %v6, i64 8
  %v11 = load i64, ptr %v2, align 1
  store i64 %v11, ptr %v10, align 1
  %v12 = load i64, ptr %v7, align 1
  %v13 = getelementptr inbounds i8, ptr %v6, i64 8
  %v14 = load i64, ptr %v13, align 1
  %v15 = add i64 %v12, %v14
  store i64 %v15, ptr %v7, align 1
  br label %next

next:                                             ; preds = %entry, %body
  ret i64 0

stop:                                             ; No predecessors!
  ret i64 1
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind }
; map @m = m_m: plain, key 8, value 8, 4096 entries
; map @total = m_total: plain, key 8, value 8, 4096 entries
