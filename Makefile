# Makefile - builds hysc (the compiler) and libhyscrt.a (the runtime every
# compiled model links), runs the shipped models, the tests and the benchmarks.
#
#   make            build into build/
#   make SAN=1      the same with AddressSanitizer and UBSan, into build-san/
#   make demo       compile models/*.mo and compare the two solver backends
#   make msl-demo   the same for five hybrid classics of the Modelica Standard
#                   Library on MODELICAPATH (clutches, friction, a brake, a pendulum)
#   make check      the whole test suite, on the plain and the sanitized build
#                   (and the fuzz harnesses over their seeds when clang has libFuzzer)
#   make fuzz       fuzz the front end and the executable's input parsing with
#                   libFuzzer for FUZZ_SECONDS each (default 60), into build-fuzz/
#   make install    PREFIX=/usr/local DESTDIR=  (bin, lib/hysc, include/hysc, man)

ifeq ($(wildcard config.mk),)
$(error config.mk is missing: run 'autoconf && ./configure' first)
endif
include config.mk

PREFIX ?= $(prefix)
BINDIR = $(PREFIX)/bin
LIBDIR = $(PREFIX)/lib/hysc
INCDIR = $(PREFIX)/include/hysc
MANDIR = $(PREFIX)/share/man

B := build
SAN_FLAGS :=
ifeq ($(SAN),1)
B := build-san
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
endif
# Objects for the libFuzzer harnesses (tests/fuzz): clang, coverage for the fuzzer.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
ifeq ($(FUZZ),1)
B := build-fuzz
CC := $(FUZZ_CC)
SAN_FLAGS := -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
endif

WARN = -std=c11 -Wall -Wextra -Wshadow -Wno-unused-parameter
ALL_CFLAGS = $(CFLAGS) $(WARN) $(SAN_FLAGS) -D_DEFAULT_SOURCE -Isrc -I$(B) -Iruntime $(KLU_CFLAGS)
ALL_LDFLAGS = $(LDFLAGS) $(SAN_FLAGS)

# The compiler in layers, one folder each (doc/architecture.md): src/base,
# src/classes, src/flat, src/symbolic, src/codegen; the driver src/main.c.
COMPILER_LAYERS = base classes flat symbolic codegen
COMPILER_SRC = $(wildcard src/*.c $(COMPILER_LAYERS:%=src/%/*.c))
COMPILER_HDR = $(wildcard src/*.h $(COMPILER_LAYERS:%=src/%/*.h))
COMPILER_OBJ = $(COMPILER_SRC:src/%.c=$(B)/src/%.o) $(B)/parser.o $(B)/lexer.o
RUNTIME_SRC = $(wildcard runtime/*.c)
RUNTIME_OBJ = $(RUNTIME_SRC:runtime/%.c=$(B)/runtime/%.o)

# The runtime of an FMU (runtime/fmi, hysc --fmu): the same files without
# main(), position-independent for a shared object, with their messages and
# exits turned into FMI statuses (runtime/fmi/fmu_streams.h), and the FMI
# functions.
PIC_SRC = $(filter-out runtime/main.c,$(RUNTIME_SRC)) $(wildcard runtime/fmi/*.c)
PIC_OBJ = $(PIC_SRC:runtime/%.c=$(B)/pic/%.o) $(B)/pic/report_script.o

# The same runtime as C for an FMU's sources/ (hysc --fmu): the files of
# libhyscrt_pic.a and their headers, in the tree's layout.
FMU_SOURCES = $(filter-out runtime/main.c,$(wildcard runtime/*.c runtime/*.h)) $(wildcard runtime/fmi/*.c runtime/fmi/*.h)

all: $(B)/hysc $(B)/libhyscrt.a $(B)/libhyscrt_pic.a $(B)/fmu-sources/runtime/report_script.c

$(B)/fmu-sources/runtime/report_script.c: $(FMU_SOURCES) $(B)/runtime/report_script.c
	rm -rf $(B)/fmu-sources
	mkdir -p $(B)/fmu-sources/runtime/fmi
	cp $(filter runtime/fmi/%,$(FMU_SOURCES)) $(B)/fmu-sources/runtime/fmi/
	cp $(filter-out runtime/fmi/%,$(FMU_SOURCES)) $(B)/runtime/report_script.c $(B)/fmu-sources/runtime/

$(B)/src $(B)/runtime:
	mkdir -p $@

# Generated scanner and parser: build products, never committed (grouped
# targets: one bison run makes both files, also under make -j).
$(B)/parser.c $(B)/parser.h &: grammar/parser.y | $(B)/src
	$(BISON) -Wall -Werror --defines=$(B)/parser.h -o $(B)/parser.c $<
$(B)/lexer.c $(B)/lexer.h &: grammar/lexer.l $(B)/parser.h | $(B)/src
	$(FLEX) --header-file=$(B)/lexer.h -o $(B)/lexer.c $<

# What the compiler needs to know to build a model executable.
$(B)/build_config.h: config.mk Makefile | $(B)/src
	@echo '/* build_config.h - written by make: how hysc compiles a model. */' > $@.tmp
	@echo '#define HYSC_VERSION "$(VERSION)"' >> $@.tmp
	@echo '#define HYSC_CC "$(CC)"' >> $@.tmp
	@echo '#define HYSC_MODEL_CFLAGS "$(filter-out -O% -g%,$(CFLAGS)) $(SAN_FLAGS)"' >> $@.tmp
	@echo '#define HYSC_MODEL_LIBS "$(LDFLAGS) $(SAN_FLAGS) $(SUNDIALS_LIBS) $(LIBS)"' >> $@.tmp
	@echo '#define HYSC_SOURCE_RUNTIME "$(abspath runtime)"' >> $@.tmp
	@echo '#define HYSC_INSTALLED_LIBDIR "$(LIBDIR)"' >> $@.tmp
	@echo '#define HYSC_INSTALLED_INCDIR "$(INCDIR)"' >> $@.tmp
	@mv $@.tmp $@

$(B)/parser.o: $(B)/parser.c $(B)/lexer.h $(COMPILER_HDR)
	$(CC) $(ALL_CFLAGS) -Wno-unused-function -c -o $@ $<
$(B)/lexer.o: $(B)/lexer.c $(B)/parser.h $(COMPILER_HDR)
	$(CC) $(ALL_CFLAGS) -Wno-unused-function -Wno-sign-compare -c -o $@ $<
$(B)/src/%.o: src/%.c $(COMPILER_HDR) $(B)/parser.h $(B)/lexer.h $(B)/build_config.h | $(B)/src
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<
# IDA's vector operations vectorized (-O3: the same doubles, element by
# element, in fewer instructions; no fused multiply-add where a target has
# one, as SUNDIALS' own has none; tests/sim/vector_kernels.sh checks them
# bit for bit against SUNDIALS')
$(B)/runtime/nvector_kernels.o $(B)/pic/nvector_kernels.o: ALL_CFLAGS += -O3 -ffp-contract=off
$(B)/runtime/%.o: runtime/%.c $(wildcard runtime/*.h) | $(B)/runtime
	$(CC) $(ALL_CFLAGS) -DHYSC_VERSION='"$(VERSION)"' -c -o $@ $<

# The result page's script, runtime/report.js, as the C string report_script
# (report.c puts it into every page: the page loads nothing from elsewhere).
RUNTIME_OBJ += $(B)/runtime/report_script.o
$(B)/runtime/report_script.c: runtime/report.js | $(B)/runtime
	@echo '/* report_script.c - written by make from runtime/report.js */' > $@.tmp
	@echo 'const char report_script[] =' >> $@.tmp
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $< >> $@.tmp
	@echo ';' >> $@.tmp
	@mv $@.tmp $@
$(B)/runtime/report_script.o: $(B)/runtime/report_script.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(B)/pic/%.o: runtime/%.c $(wildcard runtime/*.h runtime/fmi/*.h)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -fPIC -include runtime/fmi/fmu_streams.h -DHYSC_VERSION='"$(VERSION)"' -c -o $@ $<
$(B)/pic/fmi/%.o: runtime/fmi/%.c $(wildcard runtime/*.h runtime/fmi/*.h)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -fPIC -D_GNU_SOURCE -include runtime/fmi/fmu_streams.h -DHYSC_VERSION='"$(VERSION)"' -c -o $@ $<
$(B)/pic/report_script.o: $(B)/runtime/report_script.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -fPIC -c -o $@ $<
$(B)/libhyscrt_pic.a: $(PIC_OBJ)
	rm -f $@
	ar rcs $@ $(PIC_OBJ)

$(B)/hysc: $(COMPILER_OBJ)
	$(CC) $(ALL_LDFLAGS) -o $@ $(COMPILER_OBJ) $(LIBS)
$(B)/libhyscrt.a: $(RUNTIME_OBJ)
	rm -f $@
	ar rcs $@ $(RUNTIME_OBJ)

# The main job: compile the shipped models and compare the backends.
demo: all
	sh models/demo.sh $(B)

# The hybrid classics of the Modelica Standard Library on MODELICAPATH.
msl-demo: all
	sh models/msl_demo.sh $(B)

check:
	$(MAKE) all
	$(MAKE) SAN=1 all
	@if sh tests/fuzz/have_libfuzzer.sh $(FUZZ_CC); then $(MAKE) FUZZ=1 fuzz-harnesses; \
	else echo "note: $(FUZZ_CC) with libFuzzer not found: the fuzz harnesses are not built"; fi
	TESTS="$(TESTS)" sh tests/run.sh build build-san

# libFuzzer harnesses: the compiler's objects (without main) with their
# allocations recorded by tests/fuzz/arena.c; the runtime's input parsing.
FRONTEND_FUZZ_OBJ = $(filter-out $(B)/src/main.o,$(COMPILER_OBJ))
RUNTIME_FUZZ_OBJ = $(addprefix $(B)/runtime/,options.o filter_check.o plot.o output.o reference.o text.o model_text.o sweep_spec.o number_text.o external.o)
# state_mark.c (without sanitizers, which would pad it) first and last: the
# bounds of the compiler's .data and .bss, which the harness restores
$(B)/state_%.o: tests/fuzz/state_mark.c | $(B)/src
	$(CC) -O2 -fno-common -DMARK=$* -c -o $@ $<
$(B)/frontend_arena.o: $(B)/state_first.o $(FRONTEND_FUZZ_OBJ) $(B)/state_last.o tests/fuzz/arena.syms
	ld -r -o $(B)/frontend_all.o $(B)/state_first.o $(FRONTEND_FUZZ_OBJ) $(B)/state_last.o
	objcopy --redefine-syms=tests/fuzz/arena.syms $(B)/frontend_all.o $@
$(B)/fuzz_frontend: tests/fuzz/fuzz_frontend.c tests/fuzz/arena.c tests/fuzz/arena.h $(B)/frontend_arena.o
	$(CC) $(ALL_CFLAGS) -fsanitize=fuzzer -Itests/fuzz -o $@ tests/fuzz/fuzz_frontend.c \
	  tests/fuzz/arena.c $(B)/frontend_arena.o $(LIBS)
$(B)/fuzz_runtime: tests/fuzz/fuzz_runtime.c $(RUNTIME_FUZZ_OBJ)
	$(CC) $(ALL_CFLAGS) -fsanitize=fuzzer -o $@ tests/fuzz/fuzz_runtime.c $(RUNTIME_FUZZ_OBJ) $(LIBS)
fuzz-harnesses: $(B)/fuzz_frontend $(B)/fuzz_runtime

fuzz:
	$(CC) $(ALL_CFLAGS) -O2 -o $(B)/number_text_check tests/number_text_check.c runtime/number_text.c -lm
	$(B)/number_text_check 50000000
	@sh tests/fuzz/have_libfuzzer.sh $(FUZZ_CC) || { echo "make fuzz needs $(FUZZ_CC) with libFuzzer (apt-get install clang)"; exit 2; }
	$(MAKE) FUZZ=1 fuzz-harnesses
	sh tests/fuzz/run.sh build-fuzz $(FUZZ_SECONDS)

# Benchmarks: ratios measured in one run, never timed tests.
bench: all
	sh bench/front_end_scaling.sh $(B)
	sh bench/front_end_hostile.sh $(B)
	sh bench/backends.sh $(B)
	sh bench/peer_scipy.sh $(B)
	sh bench/balls_sweep.sh $(B)
	sh bench/chain_sweep.sh $(B)
	sh bench/assignments.sh $(B)
	sh bench/jacobian_chain.sh $(B)
	sh bench/csv_repeated_values.sh $(B)
	sh bench/newton_switch.sh $(B)
	sh bench/sweep_jobs.sh $(B)
	sh bench/partition_event_rows.sh $(B)
	$(CC) $(ALL_CFLAGS) -O2 -o $(B)/number_text_check tests/number_text_check.c runtime/number_text.c -lm
	$(B)/number_text_check 5000000
	sh bench/scale.sh $(B)
	sh bench/components_scaling.sh $(B)
	if [ -n "$(COMPLIANCE_DIR)" ]; then sh bench/compliance.sh "$(COMPLIANCE_DIR)" $(B); fi
	if [ -n "$(OM_TESTS_DIR)" ]; then sh bench/openmodelica_events.sh "$(OM_TESTS_DIR)" $(B); fi
	MSL_REFERENCE="$(MSL_REFERENCE)" sh bench/msl.sh $(B) $(MSL_DIR)
	MSL_REFERENCE="$(MSL_REFERENCE)" sh bench/msl_clutches.sh $(B) $(MSL_DIR)

check-plain: all
	TESTS="$(TESTS)" sh tests/run.sh $(B)

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	install -m 755 $(B)/hysc $(DESTDIR)$(BINDIR)/hysc
	install -m 644 $(B)/libhyscrt.a $(DESTDIR)$(LIBDIR)/libhyscrt.a
	install -m 644 $(B)/libhyscrt_pic.a $(DESTDIR)$(LIBDIR)/libhyscrt_pic.a
	install -m 644 runtime/fmi/fmi2.h $(DESTDIR)$(INCDIR)/fmi2.h
	install -m 644 runtime/fmi/fmi3.h $(DESTDIR)$(INCDIR)/fmi3.h
	install -m 644 runtime/hysc_model.h $(DESTDIR)$(INCDIR)/hysc_model.h
	install -m 644 runtime/ModelicaUtilities.h $(DESTDIR)$(INCDIR)/ModelicaUtilities.h
	mkdir -p $(DESTDIR)$(LIBDIR)/fmu-sources/runtime/fmi
	install -m 644 $(B)/fmu-sources/runtime/fmi/* $(DESTDIR)$(LIBDIR)/fmu-sources/runtime/fmi/
	install -m 644 $(B)/fmu-sources/runtime/*.[ch] $(DESTDIR)$(LIBDIR)/fmu-sources/runtime/
	install -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/*.7 $(DESTDIR)$(MANDIR)/man7/

clean:
	rm -rf build build-san build-fuzz tests/out

distclean: clean
	rm -rf config.mk config.log config.status configure autom4te.cache

.PHONY: all demo msl-demo check check-plain bench install clean distclean fuzz fuzz-harnesses
