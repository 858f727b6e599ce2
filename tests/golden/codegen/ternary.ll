; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_kind = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v6, 0
  %v10 = icmp ne i64 %v8, %v6
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v12 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v13 = load i64, ptr %v12, align 8
  %v14 = icmp ugt i64 %v13, 100
  %v15 = zext i1 %v14 to i64
  %v16 = icmp ne i64 %v15, 0
  br i1 %v16, label %tern_then, label %tern_else

tern_then:                                        ; preds = %pid_ok
  br label %tern_done

tern_else:                                        ; preds = %pid_ok
  br label %tern_done

tern_done:                                        ; preds = %tern_else, %tern_then
  %v17 = phi i64 [ 1, %tern_then ], [ 2, %tern_else ]
  store i64 %v17, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_kind, ptr %v4, ptr %v5, i64 0)
  %v19 = call i64 inttoptr (i64 14 to ptr)()
  %v20 = lshr i64 %v19, 32
  %v21 = icmp eq i64 %v20, 1
  %v22 = zext i1 %v21 to i64
  %v23 = icmp ne i64 %v22, 0
  br i1 %v23, label %tern_then1, label %tern_else2

tern_then1:                                       ; preds = %tern_done
  store i40 1953066601, ptr %v2, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v2, i64 5, i1 false)
  %v24 = getelementptr inbounds i8, ptr %v3, i64 5
  call void @llvm.memset.p0.i64(ptr align 1 %v24, i8 0, i64 1, i1 false)
  br label %tern_done3

tern_else2:                                       ; preds = %tern_done
  store i48 491327616111, ptr %v1, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v1, i64 6, i1 false)
  br label %tern_done3

tern_done3:                                       ; preds = %tern_else2, %tern_then1
  store i64 0, ptr %v0, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v0, ptr %v3, i64 0)
  br label %exit

exit:                                             ; preds = %tern_done3, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @kind = m_kind: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 6, 4096 entries
