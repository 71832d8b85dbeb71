# The man pages document exactly the options that --help lists: every long
# option in `hysc --help` is in man/hysc.1 and back, and the same for a model
# executable's --help and man/hysc-simulate.1.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

options_in_help() { grep -o -- '--[a-z][a-z-]*' | sort -u; }
options_in_man() { sed -n '/^\.SH OPTIONS/,/^\.SH [^O]/p' "$1" | sed 's/\\-/-/g' | grep -o -- '--[a-z][a-z-]*' | sort -u; }

compare() { # compare LABEL HELP-LIST MAN-LIST
  if diff -u "$2" "$3" > "$1.diff"; then echo "ok   $1: $(wc -l < "$2") options agree"
  else fail "$1: --help and the man page differ (- help, + man)"; cat "$1.diff"; fi
}

"$HYSC" --help | options_in_help > hysc.help
options_in_man "$TOP/man/hysc.1" > hysc.man
compare hysc hysc.help hysc.man

./BouncingBall --help | sed '/^Parameters/,$d' | options_in_help > model.help
options_in_man "$TOP/man/hysc-simulate.1" > model.man
compare executable model.help model.man

# every option's paragraph opens with .TP (without it the option runs on
# into the paragraph above it)
for page in hysc.1 hysc-simulate.1; do
  sed -n '/^\.SH OPTIONS/,/^\.SH [^O]/p' "$TOP/man/$page" |
    awk '/^\.BR? \\-\\-/ && prev != ".TP" && prev !~ /^\.BR? \\-\\-/ { print NR ": " $0 } { prev = $0 }' > untagged.txt
  [ -s untagged.txt ] && { fail "$page: option lines without .TP before them:"; cat untagged.txt; } ||
    echo "ok   $page: every option line follows a .TP"
done
finish
