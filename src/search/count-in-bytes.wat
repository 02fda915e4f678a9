;; The count of count-in-bytes.ts, sixteen bytes at a time (SIMD): over a gigabyte's kept outputs
;; the JavaScript loop of words took 1.1–1.4 ns a byte, most of a search.
;;
;; Memory: the query's bytes (as wanted: lower case where case is ignored) at 0, each one's case
;; bit (0x20 for a letter whose case is ignored, else 0) at 1024, the literal's bytes from 2048
;; followed by as many zero bytes as the query has and 16 more: no query holds a zero byte, so a
;; look past the end finds nothing.
(module
  (memory (export "memory") 1)

  ;; The value of the four hex digits at `at`, or -1.
  (func $hex (param $at i32) (result i32)
    (local $code i32) (local $k i32) (local $b i32) (local $digit i32)
    (loop $digits
      (local.set $b (i32.or (i32.load8_u (i32.add (local.get $at) (local.get $k))) (i32.const 0x20)))
      (local.set $digit
        (if (result i32)
          (i32.and (i32.ge_u (local.get $b) (i32.const 0x30)) (i32.le_u (local.get $b) (i32.const 0x39)))
          (then (i32.sub (local.get $b) (i32.const 0x30)))
          (else
            (if (result i32)
              (i32.and (i32.ge_u (local.get $b) (i32.const 0x61)) (i32.le_u (local.get $b) (i32.const 0x66)))
              (then (i32.sub (local.get $b) (i32.const 0x57)))
              (else (return (i32.const -1)))))))
      (local.set $code (i32.add (i32.shl (local.get $code) (i32.const 4)) (local.get $digit)))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br_if $digits (i32.lt_u (local.get $k) (i32.const 4))))
    (local.get $code))

  ;; Whether the character a \u escape writes is one no plain query holds (standsApart).
  (func $standsApart (param $code i32) (param $folded i32) (result i32)
    (if (i32.lt_s (local.get $code) (i32.const 0)) (then (return (i32.const 0))))
    (if (i32.or (i32.lt_u (local.get $code) (i32.const 0x20)) (i32.eq (local.get $code) (i32.const 0x7f)))
      (then (return (i32.const 1))))
    (if (i32.lt_u (local.get $code) (i32.const 0x80)) (then (return (i32.const 0))))
    (i32.eqz
      (i32.and
        (local.get $folded)
        (i32.or (i32.eq (local.get $code) (i32.const 0x17f)) (i32.eq (local.get $code) (i32.const 0x212a))))))

  ;; The matches of the query's `m` bytes in the literal's `len` bytes, or -1 when only decoding
  ;; can tell. flags: 1 letters fold (ſ and the Kelvin sign may stand for s and k), 2 the query
  ;; starts with a letter an escape may write (`\n`), and a match starting on that letter is dropped.
  (func (export "count") (param $len i32) (param $m i32) (param $flags i32) (result i32)
    (local $i i32) (local $n i32) (local $escaped i32) (local $free i32) (local $b i32)
    (local $k i32) (local $mask i32) (local $first i32) (local $firstCase i32) (local $folded i32)
    (local $v v128) (local $vFirst v128) (local $vCase v128) (local $vSlash v128) (local $vHigh v128)
    (local $lastAt i32) (local $vLast v128) (local $vLastCase v128)
    (local.set $first (i32.load8_u (i32.const 0)))
    (local.set $firstCase (i32.load8_u (i32.const 1024)))
    (local.set $folded (i32.and (local.get $flags) (i32.const 1)))
    (local.set $vFirst (i8x16.splat (local.get $first)))
    (local.set $vCase (i8x16.splat (local.get $firstCase)))
    (local.set $vSlash (i8x16.splat (i32.const 0x5c)))
    ;; A place is a candidate only when the query's last letter is where it would end too.
    (local.set $lastAt (i32.add (local.get $m) (i32.const 2047)))
    (local.set $vLast (i8x16.splat (i32.load8_u (i32.sub (local.get $m) (i32.const 1)))))
    (local.set $vLastCase (i8x16.splat (i32.load8_u (i32.add (local.get $m) (i32.const 1023)))))
    (if (local.get $folded) (then (local.set $vHigh (i8x16.splat (i32.const 0x80)))))
    (local.set $escaped (i32.const -1))
    (loop $scan
      ;; Sixteen bytes at a time to the next that matters: the query's first letter (either case
      ;; when it folds), a backslash, a byte outside ASCII when letters fold.
      (block $found
        (loop $skip
          (if (i32.ge_u (local.get $i) (local.get $len)) (then (return (local.get $n))))
          (local.set $v (v128.load (i32.add (local.get $i) (i32.const 2048))))
          (local.set $mask
            (i8x16.bitmask
              (v128.or
                (v128.or
                  (v128.and
                    (i8x16.eq (v128.or (local.get $v) (local.get $vCase)) (local.get $vFirst))
                    (i8x16.eq
                      (v128.or
                        (v128.load (i32.add (local.get $i) (local.get $lastAt)))
                        (local.get $vLastCase))
                      (local.get $vLast)))
                  (i8x16.eq (local.get $v) (local.get $vSlash)))
                (v128.and (local.get $v) (local.get $vHigh)))))
          (br_if $found (local.get $mask))
          (local.set $i (i32.add (local.get $i) (i32.const 16)))
          (br $skip)))
      (local.set $i (i32.add (local.get $i) (i32.ctz (local.get $mask))))
      (if (i32.ge_u (local.get $i) (local.get $len)) (then (return (local.get $n))))
      (local.set $b (i32.load8_u (i32.add (local.get $i) (i32.const 2048))))
      (if (i32.and (i32.eq (local.get $b) (i32.const 0x5c)) (i32.ne (local.get $i) (local.get $escaped)))
        (then
          (if (i32.eq (i32.load8_u (i32.add (local.get $i) (i32.const 2049))) (i32.const 0x75))
            (then
              (if (i32.eqz
                    (call $standsApart
                      (call $hex (i32.add (local.get $i) (i32.const 2050)))
                      (local.get $folded)))
                (then (return (i32.const -1))))
              ;; Six bytes for one character no match holds.
              (local.set $i (i32.add (local.get $i) (i32.const 6)))
              (br $scan)))
          (local.set $escaped (i32.add (local.get $i) (i32.const 1))))
        (else
          ;; A byte outside ASCII is stopped at only when letters fold ($vHigh is zero otherwise).
          (if (i32.ge_u (local.get $b) (i32.const 0x80))
            (then
              (if (i32.and
                    (i32.eq (local.get $b) (i32.const 0xc5))
                    (i32.eq (i32.load8_u (i32.add (local.get $i) (i32.const 2049))) (i32.const 0xbf)))
                (then (return (i32.const -1))))
              (if (i32.and
                    (i32.eq (local.get $b) (i32.const 0xe2))
                    (i32.and
                      (i32.eq (i32.load8_u (i32.add (local.get $i) (i32.const 2049))) (i32.const 0x84))
                      (i32.eq (i32.load8_u (i32.add (local.get $i) (i32.const 2050))) (i32.const 0xaa))))
                (then (return (i32.const -1)))))
            (else
              (if (i32.and
                    (i32.and
                      (i32.ge_u (local.get $i) (local.get $free))
                      (i32.eq (i32.or (local.get $b) (local.get $firstCase)) (local.get $first)))
                    (i32.and
                      (i32.le_u (i32.add (local.get $i) (local.get $m)) (local.get $len))
                      (i32.eqz
                        (i32.and
                          (i32.ne (i32.and (local.get $flags) (i32.const 2)) (i32.const 0))
                          (i32.eq (local.get $i) (local.get $escaped))))))
                (then
                  (local.set $k (i32.const 1))
                  (block $differs
                    (loop $compare
                      (br_if $differs (i32.ge_u (local.get $k) (local.get $m)))
                      (br_if $differs
                        (i32.ne
                          (i32.or
                            (i32.load8_u (i32.add (i32.add (local.get $i) (local.get $k)) (i32.const 2048)))
                            (i32.load8_u (i32.add (local.get $k) (i32.const 1024))))
                          (i32.load8_u (local.get $k))))
                      (local.set $k (i32.add (local.get $k) (i32.const 1)))
                      (br $compare)))
                  (if (i32.eq (local.get $k) (local.get $m))
                    (then
                      (local.set $n (i32.add (local.get $n) (i32.const 1)))
                      (local.set $free (i32.add (local.get $i) (local.get $m)))))))))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $scan))
    (local.get $n)))
