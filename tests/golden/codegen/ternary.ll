; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_kind = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v2, align 8
  %v5 = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = icmp eq i64 %v6, 0
  br i1 %v7, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp ne i64 %v9, %v6
  br i1 %v10, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v11 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v12 = load i64, ptr %v11, align 8
  %v13 = icmp ugt i64 %v12, 100
  %v14 = zext i1 %v13 to i64
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %tern_then, label %tern_else

tern_then:                                        ; preds = %pid_ok
  br label %tern_done

tern_else:                                        ; preds = %pid_ok
  br label %tern_done

tern_done:                                        ; preds = %tern_else, %tern_then
  %v16 = phi i64 [ 1, %tern_then ], [ 2, %tern_else ]
  store i64 %v16, ptr %v4, align 1
  store i64 0, ptr %v3, align 8
  %v17 = call i64 inttoptr (i64 2 to ptr)(ptr @m_kind, ptr %v3, ptr %v4, i64 0)
  %v18 = load volatile i64, ptr %v2, align 8
  %v19 = lshr i64 %v17, 63
  %v20 = add i64 %v18, %v19
  store volatile i64 %v20, ptr %v2, align 8
  %v21 = lshr i64 %v5, 32
  %v22 = icmp eq i64 %v21, 1
  %v23 = zext i1 %v22 to i64
  %v24 = icmp ne i64 %v23, 0
  br i1 %v24, label %tern_then1, label %tern_else2

tern_then1:                                       ; preds = %tern_done
  store i40 1953066601, ptr %v3, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v3, i64 5, i1 false)
  %v25 = getelementptr inbounds i8, ptr %v4, i64 5
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v25, i8 0, i64 1, i1 false)
  br label %tern_done3

tern_else2:                                       ; preds = %tern_done
  store i48 491327616111, ptr %v1, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v1, i64 6, i1 false)
  br label %tern_done3

tern_done3:                                       ; preds = %tern_else2, %tern_then1
  store i64 0, ptr %v0, align 8
  %v26 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v0, ptr %v4, i64 0)
  %v27 = load volatile i64, ptr %v2, align 8
  %v28 = lshr i64 %v26, 63
  %v29 = add i64 %v27, %v28
  store volatile i64 %v29, ptr %v2, align 8
  br label %exit

exit:                                             ; preds = %tern_done3, %pid_check
  %v30 = load volatile i64, ptr %v2, align 8
  store i32 1, ptr %v4, align 4
  %v31 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v32 = icmp eq ptr %v31, null
  br i1 %v32, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v33 = load i64, ptr %v31, align 8
  %v34 = add i64 %v33, %v30
  store i64 %v34, ptr %v31, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @kind = m_kind: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 6, 4096 entries
