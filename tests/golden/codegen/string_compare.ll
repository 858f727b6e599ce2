; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_bash = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
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
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 16, i1 false)
  %v10 = call i64 inttoptr (i64 16 to ptr)(ptr %v4, i32 16)
  store i40 1752392034, ptr %v3, align 1
  %v11 = call i64 @kt_strcmp(ptr %v4, i64 16, ptr %v3, i64 5)
  %v12 = icmp eq i64 %v11, 0
  %v13 = zext i1 %v12 to i64
  %v14 = icmp ne i64 %v13, 0
  br i1 %v14, label %if_then, label %if_done

if_then:                                          ; preds = %pid_ok
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v15 = call i64 inttoptr (i64 2 to ptr)(ptr @m_bash, ptr %v1, ptr %v2, i64 0)
  %v16 = load volatile i64, ptr %v0, align 8
  %v17 = lshr i64 %v15, 63
  %v18 = add i64 %v16, %v17
  store volatile i64 %v18, ptr %v0, align 8
  br label %if_done

if_done:                                          ; preds = %if_then, %pid_ok
  br label %exit

exit:                                             ; preds = %if_done, %pid_check
  %v19 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v20 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
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

declare i64 @kt_strcmp(ptr, i64, ptr, i64)

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @bash = m_bash: plain, key 8, value 8, 4096 entries
