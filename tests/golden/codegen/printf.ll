; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  %v2 = alloca [32 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  store i32 1, ptr %v2, align 4
  %v3 = getelementptr inbounds i8, ptr %v2, i64 4
  store i32 0, ptr %v3, align 4
  %v4 = getelementptr inbounds i8, ptr %v2, i64 8
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  %v5 = call i64 inttoptr (i64 16 to ptr)(ptr %v1, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v1, i64 16, i1 false)
  %v6 = getelementptr inbounds i8, ptr %v2, i64 24
  %v7 = lshr i64 %pid_tgid, 32
  store i64 %v7, ptr %v6, align 1
  %v8 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 32, i64 0)
  %v9 = icmp ne i64 %v8, 0
  br i1 %v9, label %rb_lost, label %rb_done

rb_lost:                                          ; preds = %body
  store i32 0, ptr %v0, align 4
  %v10 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v11 = icmp eq ptr %v10, null
  br i1 %v11, label %lost_done, label %lost_inc

rb_done:                                          ; preds = %lost_done, %body
  br label %exit

lost_inc:                                         ; preds = %rb_lost
  %v12 = load i64, ptr %v10, align 8
  %v13 = add i64 %v12, 1
  store i64 %v13, ptr %v10, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %rb_lost
  br label %rb_done

exit:                                             ; preds = %rb_done
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
