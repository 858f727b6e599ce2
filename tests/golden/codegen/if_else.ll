; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_big = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_small = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_zero = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

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
  %v8 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v9 = load volatile i64, ptr @kt_config, align 8
  %v10 = icmp eq i64 %v9, 0
  br i1 %v10, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v11 = call i64 inttoptr (i64 14 to ptr)()
  %v12 = lshr i64 %v11, 32
  %v13 = icmp ne i64 %v12, %v9
  br i1 %v13, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v14 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v15 = load i64, ptr %v14, align 8
  %v16 = icmp ugt i64 %v15, 4096
  %v17 = zext i1 %v16 to i64
  %v18 = icmp ne i64 %v17, 0
  br i1 %v18, label %if_then, label %if_else

if_then:                                          ; preds = %pid_ok
  store i64 1, ptr %v8, align 1
  store i64 0, ptr %v7, align 8
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_big, ptr %v7, ptr %v8, i64 0)
  %v20 = icmp ne i64 %v19, 0
  br i1 %v20, label %map_full, label %map_written

if_else:                                          ; preds = %pid_ok
  %v21 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v22 = load i64, ptr %v21, align 8
  %v23 = icmp eq i64 %v22, 0
  %v24 = zext i1 %v23 to i64
  %v25 = icmp ne i64 %v24, 0
  br i1 %v25, label %if_then1, label %if_else2

if_done:                                          ; preds = %if_done3, %map_written
  br label %exit

map_full:                                         ; preds = %if_then
  store i32 1, ptr %v6, align 4
  %v26 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v6)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %if_then
  br label %if_done

lost_inc:                                         ; preds = %map_full
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, 1
  store i64 %v29, ptr %v26, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

if_then1:                                         ; preds = %if_else
  store i64 1, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v30 = call i64 inttoptr (i64 2 to ptr)(ptr @m_zero, ptr %v4, ptr %v5, i64 0)
  %v31 = icmp ne i64 %v30, 0
  br i1 %v31, label %map_full4, label %map_written5

if_else2:                                         ; preds = %if_else
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v32 = call i64 inttoptr (i64 2 to ptr)(ptr @m_small, ptr %v1, ptr %v2, i64 0)
  %v33 = icmp ne i64 %v32, 0
  br i1 %v33, label %map_full8, label %map_written9

if_done3:                                         ; preds = %map_written9, %map_written5
  br label %if_done

map_full4:                                        ; preds = %if_then1
  store i32 1, ptr %v3, align 4
  %v34 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done7, label %lost_inc6

map_written5:                                     ; preds = %lost_done7, %if_then1
  br label %if_done3

lost_inc6:                                        ; preds = %map_full4
  %v36 = load i64, ptr %v34, align 8
  %v37 = add i64 %v36, 1
  store i64 %v37, ptr %v34, align 8
  br label %lost_done7

lost_done7:                                       ; preds = %lost_inc6, %map_full4
  br label %map_written5

map_full8:                                        ; preds = %if_else2
  store i32 1, ptr %v0, align 4
  %v38 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v39 = icmp eq ptr %v38, null
  br i1 %v39, label %lost_done11, label %lost_inc10

map_written9:                                     ; preds = %lost_done11, %if_else2
  br label %if_done3

lost_inc10:                                       ; preds = %map_full8
  %v40 = load i64, ptr %v38, align 8
  %v41 = add i64 %v40, 1
  store i64 %v41, ptr %v38, align 8
  br label %lost_done11

lost_done11:                                      ; preds = %lost_inc10, %map_full8
  br label %map_written9

exit:                                             ; preds = %if_done, %pid_check
  ret i32 0
}

attributes #0 = { nounwind }
; map @big = m_big: plain, key 8, value 8, 4096 entries
; map @small = m_small: plain, key 8, value 8, 4096 entries
; map @zero = m_zero: plain, key 8, value 8, 4096 entries
