; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca i32, align 4
  store i32 0, ptr %v2, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v2)
  %v3 = icmp eq ptr %scratch, null
  br i1 %v3, label %exit, label %init

init:                                             ; preds = %entry
  %v4 = call i64 inttoptr (i64 14 to ptr)()
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  %v5 = load volatile i64, ptr @kt_config, align 8
  %v6 = icmp eq i64 %v5, 0
  br i1 %v6, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v8, %v5
  br i1 %v9, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v11 = load i64, ptr %v10, align 8
  %v12 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v12, i8 0, i64 64, i1 false)
  %v13 = call i64 inttoptr (i64 45 to ptr)(ptr %v12, i32 64, i64 %v11)
  %v14 = and i64 %v4, 4294967295
  store i64 %v14, ptr %v1, align 1
  %v15 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v1, ptr %v12, i64 0)
  %v16 = load volatile i64, ptr %v0, align 8
  %v17 = lshr i64 %v15, 63
  %v18 = add i64 %v16, %v17
  store volatile i64 %v18, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %entry, %pid_ok, %pid_check
  %v19 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v20 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v21 = icmp eq ptr %v20, null
  br i1 %v21, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v22 = load i64, ptr %v20, align 8
  %v23 = add i64 %v22, %v19
  store i64 %v23, ptr %v20, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @name = m_name: plain, key 8, value 64, 4096 entries
