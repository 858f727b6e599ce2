; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_k = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_u = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_stacks = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v5 = load volatile i64, ptr @kt_config, align 8
  %v6 = call i64 inttoptr (i64 14 to ptr)()
  %v7 = lshr i64 %v6, 32
  %v8 = icmp ne i64 %v5, 0
  %v9 = icmp ne i64 %v7, %v5
  %v10 = and i1 %v8, %v9
  br i1 %v10, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v11 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 0)
  store i64 %v11, ptr %v4, align 1
  %v12 = call ptr inttoptr (i64 1 to ptr)(ptr @m_k, ptr %v4)
  %v13 = icmp eq ptr %v12, null
  br i1 %v13, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v14 = load i64, ptr %v12, align 8
  %v15 = add i64 %v14, 1
  store i64 %v15, ptr %v12, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  store i64 1, ptr %v3, align 8
  %v16 = call i64 inttoptr (i64 2 to ptr)(ptr @m_k, ptr %v4, ptr %v3, i64 0)
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  %v17 = call i64 inttoptr (i64 27 to ptr)(ptr %ctx, ptr @kt_stacks, i64 256)
  store i64 %v17, ptr %v1, align 8
  %v18 = call i64 inttoptr (i64 14 to ptr)()
  %v19 = lshr i64 %v18, 32
  %v20 = getelementptr inbounds i8, ptr %v1, i64 8
  store i64 %v19, ptr %v20, align 8
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v2, ptr align 1 %v1, i64 16, i1 false)
  %v21 = call ptr inttoptr (i64 1 to ptr)(ptr @m_u, ptr %v2)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %agg_new2, label %agg_found1

agg_found1:                                       ; preds = %agg_done
  %v23 = load i64, ptr %v21, align 8
  %v24 = add i64 %v23, 1
  store i64 %v24, ptr %v21, align 8
  br label %agg_done3

agg_new2:                                         ; preds = %agg_done
  call void @llvm.memset.p0.i64(ptr align 1 %v0, i8 0, i64 8, i1 false)
  store i64 1, ptr %v0, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v2, ptr %v0, i64 0)
  br label %agg_done3

agg_done3:                                        ; preds = %agg_new2, %agg_found1
  br label %exit

exit:                                             ; preds = %agg_done3, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @k = m_k: count, per-cpu, key 8, value 8, 4096 entries
; map @u = m_u: count, per-cpu, key 16, value 8, 4096 entries
