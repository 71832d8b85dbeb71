# The bouncing-ball study e = 0.5 .. 0.95 (46 cases) through a real one-node
# Slurm cluster started here (munged with a generated key, slurmctld and
# slurmd with a generated slurm.conf, all state under this scratch directory,
# ports chosen from the process id): --slurm writes the job-array script
# (chunks of 10 cases: 5 array tasks), sbatch runs it, --collect writes
# summary.csv, which must equal the local run's apart from the wall times.
# The daemons are always stopped (trap).  A cluster that cannot start is a
# failure that says so: slurm-wlm and munge are in the README's install line.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall
study() { ./BouncingBall --sweep e=0.5:0.95:46 --stop-time=20 --zeno=stop "$@"; }

for tool in munged slurmctld slurmd sbatch squeue sinfo; do
  command -v $tool > /dev/null || PATH=$PATH:/usr/sbin:/sbin
  command -v $tool > /dev/null || { fail "$tool is not installed: the Slurm test needs slurm-wlm and munge (apt-get install slurm-wlm munge)"; finish; }
done

c=$PWD/cluster
mkdir -p "$c/ctld" "$c/spool"
chmod 711 "$c" # munged wants its socket's directory searchable by all, and not writable
# daemon_pids: the pids of the daemons still running
daemon_pids() {
  for d in slurmd slurmctld munged; do
    [ -f "$c/$d.pid" ] && kill -0 "$(cat "$c/$d.pid")" 2> /dev/null && cat "$c/$d.pid"
  done
}
stop_cluster() { # SIGTERM, then wait until they are gone (ports free), at most 10 s
  pids=$(daemon_pids)
  [ -n "$pids" ] && kill $pids 2> /dev/null
  i=0
  while [ -n "$(daemon_pids)" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
  pids=$(daemon_pids)
  [ -z "$pids" ] || kill -KILL $pids 2> /dev/null
}
trap stop_cluster EXIT
trap 'stop_cluster; exit 1' INT TERM
cluster_failed() { # the reason, then the daemons' logs
  fail "the one-node Slurm cluster could not $1"
  for log in "$c"/*.log; do echo "--- $log"; tail -n 15 "$log"; done
  finish
}

dd if=/dev/urandom of="$c/munge.key" bs=1024 count=1 2> /dev/null && chmod 400 "$c/munge.key"
munged --key-file="$c/munge.key" --socket="$c/munge.socket" --pid-file="$c/munged.pid" \
  --log-file="$c/munged.log" --seed-file="$c/munged.seed" || cluster_failed "start munged"

host=$(hostname -s 2> /dev/null || hostname)
port=$((20000 + ($$ % 5000) * 2))
cat > "$c/slurm.conf" <<EOF
ClusterName=hyscsweep
SlurmctldHost=$host
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$c/munge.socket
CredType=cred/munge
StateSaveLocation=$c/ctld
SlurmdSpoolDir=$c/spool
SlurmctldPidFile=$c/slurmctld.pid
SlurmdPidFile=$c/slurmd.pid
SlurmctldLogFile=$c/slurmctld.log
SlurmdLogFile=$c/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=sweep Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$c/slurm.conf"
slurmctld -i || cluster_failed "start slurmctld"
slurmd || cluster_failed "start slurmd"
i=0
until sinfo -h -o %t 2> /dev/null | grep -qx idle; do
  [ $i -lt 200 ] || cluster_failed "bring its node up within 20 s (sinfo: $(sinfo -h 2>&1))"
  sleep 0.1; i=$((i + 1))
done
echo "ok   one-node cluster up on $host (ports $port, $((port + 1)))"

status_is "--slurm --submit" 0 study --sweep-dir=sl --slurm=job.sh --slurm-chunk=10 --submit
grep -q '^#SBATCH --array=0-4$' job.sh && echo "ok   5 array tasks of 10 cases" || fail "array line: $(grep array job.sh)"
job=$(sed -n 's/^Submitted batch job \([0-9]*\)$/\1/p' status.out)
[ -n "$job" ] || cluster_failed "take the job (sbatch said: $(cat status.out status.err))"
i=0
while squeue -h -j "$job" 2> /dev/null | grep -q .; do
  [ $i -lt 1200 ] || { scancel "$job"; cluster_failed "finish the job array within 120 s"; }
  sleep 0.1; i=$((i + 1))
done
echo "ok   job $job finished"

status_is "--collect" 0 study --sweep-dir=sl --collect
status_is "the same study here" 0 study --sweep-dir=local --jobs=2
holds "46 rows from the cluster" "$(($(wc -l < sl/summary.csv) - 1)) == 46"
sed 's/,[^,]*$//' sl/summary.csv > cluster.csv
sed 's/,[^,]*$//' local/summary.csv > local.csv
cmp -s cluster.csv local.csv && echo "ok   the cluster's summary.csv equals the local one apart from wall times" \
  || { fail "summaries differ"; diff cluster.csv local.csv | head; }
finish
