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
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v8 = load volatile i64, ptr @kt_config, align 8
  %v9 = icmp eq i64 %v8, 0
  br i1 %v9, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v10 = call i64 inttoptr (i64 14 to ptr)()
  %v11 = lshr i64 %v10, 32
  %v12 = icmp ne i64 %v11, %v8
  br i1 %v12, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v13 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v14 = load i64, ptr %v13, align 8
  %v15 = icmp ugt i64 %v14, 100
  %v16 = zext i1 %v15 to i64
  %v17 = icmp ne i64 %v16, 0
  br i1 %v17, label %tern_then, label %tern_else

tern_then:                                        ; preds = %pid_ok
  br label %tern_done

tern_else:                                        ; preds = %pid_ok
  br label %tern_done

tern_done:                                        ; preds = %tern_else, %tern_then
  %v18 = phi i64 [ 1, %tern_then ], [ 2, %tern_else ]
  store i64 %v18, ptr %v7, align 1
  store i64 0, ptr %v6, align 8
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_kind, ptr %v6, ptr %v7, i64 0)
  %v20 = icmp ne i64 %v19, 0
  br i1 %v20, label %map_full, label %map_written

map_full:                                         ; preds = %tern_done
  store i32 1, ptr %v5, align 4
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v5)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %tern_done
  %v23 = lshr i64 %pid_tgid, 32
  %v24 = icmp eq i64 %v23, 1
  %v25 = zext i1 %v24 to i64
  %v26 = icmp ne i64 %v25, 0
  br i1 %v26, label %tern_then1, label %tern_else2

lost_inc:                                         ; preds = %map_full
  %v27 = load i64, ptr %v21, align 8
  %v28 = add i64 %v27, 1
  store i64 %v28, ptr %v21, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

tern_then1:                                       ; preds = %map_written
  store i40 1953066601, ptr %v3, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v3, i64 5, i1 false)
  %v29 = getelementptr inbounds i8, ptr %v4, i64 5
  call void @llvm.memset.p0.i64(ptr align 1 %v29, i8 0, i64 1, i1 false)
  br label %tern_done3

tern_else2:                                       ; preds = %map_written
  store i48 491327616111, ptr %v2, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v2, i64 6, i1 false)
  br label %tern_done3

tern_done3:                                       ; preds = %tern_else2, %tern_then1
  store i64 0, ptr %v1, align 8
  %v30 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v1, ptr %v4, i64 0)
  %v31 = icmp ne i64 %v30, 0
  br i1 %v31, label %map_full4, label %map_written5

map_full4:                                        ; preds = %tern_done3
  store i32 1, ptr %v0, align 4
  %v32 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v33 = icmp eq ptr %v32, null
  br i1 %v33, label %lost_done7, label %lost_inc6

map_written5:                                     ; preds = %lost_done7, %tern_done3
  br label %exit

lost_inc6:                                        ; preds = %map_full4
  %v34 = load i64, ptr %v32, align 8
  %v35 = add i64 %v34, 1
  store i64 %v35, ptr %v32, align 8
  br label %lost_done7

lost_done7:                                       ; preds = %lost_inc6, %map_full4
  br label %map_written5

exit:                                             ; preds = %map_written5, %pid_check
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
