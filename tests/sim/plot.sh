# --plot: an SVG or PNG of the trajectories with the expected title, for one
# backend and overlaid with --compare; --plot-vars; without gnuplot on PATH a
# message naming the package and exit 2 before anything is simulated.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall
command -v gnuplot > /dev/null || { fail "gnuplot is not installed (the README installs gnuplot-nox)"; finish; }

./BouncingBall --plot=bb.svg -o bb.csv 2> plot.err || { fail "--plot exited $?"; cat plot.err; }
[ -s bb.svg ] && grep -q '<svg' bb.svg && echo "ok   bb.svg is an SVG of $(wc -c < bb.svg) bytes" || fail "bb.svg missing or not SVG"
grep -q 'BouncingBall: h, v (IDA)' bb.svg && echo "ok   title 'BouncingBall: h, v (IDA)'" || fail "title not in bb.svg"
[ -s bb.csv ] && echo "ok   the result file is still written" || fail "no bb.csv"

./BouncingBall --compare --plot=both.png --plot-vars=h -o c.csv > /dev/null 2> plot.err || { fail "--compare --plot exited $?"; cat plot.err; }
head -c 8 both.png | od -An -c | grep -q 'P   N   G' && echo "ok   both.png is a PNG of $(wc -c < both.png) bytes" || fail "both.png is not a PNG"
./BouncingBall --compare --plot=both.svg --plot-vars=h -o c.csv > /dev/null 2>&1
grep -q 'BouncingBall: h (IDA and Newmark)' both.svg && echo "ok   overlaid title" || fail "overlaid title missing"
status_is "--plot-vars=nosuch" 2 ./BouncingBall --plot=x.svg --plot-vars=nosuch
status_is "--plot=x.pdf" 2 ./BouncingBall --plot=x.pdf

# no gnuplot: PATH without it; the run must not start (no result file)
rm -f nognu.csv
PATH=/nonexistent ./BouncingBall --plot=nognu.svg -o nognu.csv > out.txt 2> err.txt
status=$?
holds "exit status without gnuplot is 2 (got $status)" "$status == 2"
grep -q 'install it (Debian: apt-get install gnuplot-nox)' err.txt && echo "ok   message: $(cat err.txt)" || fail "message: $(cat err.txt)"
[ ! -e nognu.csv ] && [ ! -e nognu.svg ] && echo "ok   nothing simulated, nothing written" || fail "files written without gnuplot"
finish
