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
  %v4 = alloca [32 x i8], align 8
  %v5 = alloca [16 x i8], align 8
  %v6 = alloca [32 x i8], align 8
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
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 32, i1 false)
  %v13 = call i64 inttoptr (i64 14 to ptr)()
  %v14 = lshr i64 %v13, 32
  %v15 = trunc i64 %v14 to i32
  store i32 %v15, ptr %v6, align 1
  %v16 = getelementptr inbounds i8, ptr %v6, i64 4
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 16, i1 false)
  %v17 = call i64 inttoptr (i64 16 to ptr)(ptr %v5, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v16, ptr align 1 %v5, i64 16, i1 false)
  %v18 = getelementptr inbounds i8, ptr %v6, i64 24
  %v19 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v20 = load i64, ptr %v19, align 8
  store i64 %v20, ptr %v18, align 1
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 32, i1 false)
  %v21 = load i32, ptr %v6, align 1
  %v22 = zext i32 %v21 to i64
  store i64 %v22, ptr %v4, align 1
  %v23 = getelementptr inbounds i8, ptr %v4, i64 8
  %v24 = getelementptr inbounds i8, ptr %v6, i64 4
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v23, ptr align 1 %v24, i64 16, i1 false)
  %v25 = getelementptr inbounds i8, ptr %v4, i64 24
  %v26 = getelementptr inbounds i8, ptr %v6, i64 24
  %v27 = load i64, ptr %v26, align 1
  store i64 %v27, ptr %v25, align 1
  %v28 = call i64 inttoptr (i64 14 to ptr)()
  %v29 = and i64 %v28, 4294967295
  store i64 %v29, ptr %v3, align 1
  %v30 = call i64 inttoptr (i64 2 to ptr)(ptr @m_last, ptr %v3, ptr %v4, i64 0)
  store i32 1, ptr %v2, align 4
  %v31 = getelementptr inbounds i8, ptr %v2, i64 4
  store i32 0, ptr %v31, align 4
  %v32 = getelementptr inbounds i8, ptr %v2, i64 8
  %v33 = call i64 inttoptr (i64 14 to ptr)()
  %v34 = lshr i64 %v33, 32
  store i64 %v34, ptr %v32, align 1
  %v35 = getelementptr inbounds i8, ptr %v2, i64 16
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  %v36 = call i64 inttoptr (i64 16 to ptr)(ptr %v1, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v35, ptr align 1 %v1, i64 16, i1 false)
  %v37 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 32, i64 0)
  %v38 = icmp ne i64 %v37, 0
  br i1 %v38, label %rb_lost, label %rb_done

rb_lost:                                          ; preds = %pid_ok
  store i32 0, ptr %v0, align 4
  %v39 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v40 = icmp eq ptr %v39, null
  br i1 %v40, label %lost_done, label %lost_inc

rb_done:                                          ; preds = %lost_done, %pid_ok
  br label %exit

lost_inc:                                         ; preds = %rb_lost
  %v41 = load i64, ptr %v39, align 8
  %v42 = add i64 %v41, 1
  store i64 %v42, ptr %v39, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %rb_lost
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
