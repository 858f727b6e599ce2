; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_last = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  %v2 = alloca [32 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [32 x i8], align 8
  %v6 = alloca [16 x i8], align 8
  %v7 = alloca [32 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v8 = load volatile i64, ptr @kt_config, align 8
  %v9 = call i64 inttoptr (i64 14 to ptr)()
  %v10 = lshr i64 %v9, 32
  %v11 = icmp ne i64 %v8, 0
  %v12 = icmp ne i64 %v10, %v8
  %v13 = and i1 %v11, %v12
  br i1 %v13, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 1 %v7, i8 0, i64 32, i1 false)
  %v14 = call i64 inttoptr (i64 14 to ptr)()
  %v15 = lshr i64 %v14, 32
  %v16 = trunc i64 %v15 to i32
  store i32 %v16, ptr %v7, align 1
  %v17 = getelementptr inbounds i8, ptr %v7, i64 4
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 16, i1 false)
  %v18 = call i64 inttoptr (i64 16 to ptr)(ptr %v6, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v17, ptr align 1 %v6, i64 16, i1 false)
  %v19 = getelementptr inbounds i8, ptr %v7, i64 24
  %v20 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v21 = load i64, ptr %v20, align 8
  store i64 %v21, ptr %v19, align 1
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 32, i1 false)
  %v22 = load i32, ptr %v7, align 1
  %v23 = zext i32 %v22 to i64
  store i64 %v23, ptr %v5, align 1
  %v24 = getelementptr inbounds i8, ptr %v5, i64 8
  %v25 = getelementptr inbounds i8, ptr %v7, i64 4
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v24, ptr align 1 %v25, i64 16, i1 false)
  %v26 = getelementptr inbounds i8, ptr %v5, i64 24
  %v27 = getelementptr inbounds i8, ptr %v7, i64 24
  %v28 = load i64, ptr %v27, align 1
  store i64 %v28, ptr %v26, align 1
  %v29 = call i64 inttoptr (i64 14 to ptr)()
  %v30 = and i64 %v29, 4294967295
  store i64 %v30, ptr %v4, align 1
  %v31 = call i64 inttoptr (i64 2 to ptr)(ptr @m_last, ptr %v4, ptr %v5, i64 0)
  %v32 = icmp ne i64 %v31, 0
  br i1 %v32, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v3, align 4
  %v33 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v34 = icmp eq ptr %v33, null
  br i1 %v34, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  store i32 1, ptr %v2, align 4
  %v35 = getelementptr inbounds i8, ptr %v2, i64 4
  store i32 0, ptr %v35, align 4
  %v36 = getelementptr inbounds i8, ptr %v2, i64 8
  %v37 = call i64 inttoptr (i64 14 to ptr)()
  %v38 = lshr i64 %v37, 32
  store i64 %v38, ptr %v36, align 1
  %v39 = getelementptr inbounds i8, ptr %v2, i64 16
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  %v40 = call i64 inttoptr (i64 16 to ptr)(ptr %v1, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v39, ptr align 1 %v1, i64 16, i1 false)
  %v41 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 32, i64 0)
  %v42 = icmp ne i64 %v41, 0
  br i1 %v42, label %rb_lost, label %rb_done

lost_inc:                                         ; preds = %map_full
  %v43 = load i64, ptr %v33, align 8
  %v44 = add i64 %v43, 1
  store i64 %v44, ptr %v33, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

rb_lost:                                          ; preds = %map_written
  store i32 0, ptr %v0, align 4
  %v45 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v46 = icmp eq ptr %v45, null
  br i1 %v46, label %lost_done2, label %lost_inc1

rb_done:                                          ; preds = %lost_done2, %map_written
  br label %exit

lost_inc1:                                        ; preds = %rb_lost
  %v47 = load i64, ptr %v45, align 8
  %v48 = add i64 %v47, 1
  store i64 %v48, ptr %v45, align 8
  br label %lost_done2

lost_done2:                                       ; preds = %lost_inc1, %rb_lost
  br label %rb_done

exit:                                             ; preds = %rb_done, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @last = m_last: plain, key 8, value 32, 4096 entries
