# A function whose body is not resolved (its String output, which functions
# do not return yet, used as an assert's message) was still searched for a
# closed form over the locals it never listed: hysc crashed (SIGSEGV).  Now
# it ends as any model it cannot compile, or compiles it: with an exit
# status of its own, never a signal, and a located message on failure.
. "$TOP/tests/lib.sh"
cat > StringMessage.mo << 'MODEL'
model StringMessage
  function message
    output String text;
  algorithm
    text := "checked";
  end message;
  Real x = time;
equation
  assert(x >= 0, message());
end StringMessage;
MODEL
"$HYSC" -o ./StringMessage StringMessage.mo > out.txt 2> err.txt
status=$?
holds "hysc exits by itself, not by a signal (status $status)" "$status < 128"
if [ "$status" != 0 ]; then
  grep -q '^StringMessage.mo:[0-9]*:[0-9]*: error: ' err.txt && echo "ok   located message: $(head -n 1 err.txt)" \
    || fail "no located message: $(head -n 3 err.txt)"
fi
finish
