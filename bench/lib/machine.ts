import os from "node:os";

/**
 * Cores and load average, printed with every measurement: on a shared
 * two-core machine other work moves the figures, and this says how much was
 * going on.
 */
export function machineNote(): string {
  const [one = 0, five = 0] = os.loadavg();
  return `${os.availableParallelism()} core(s), load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min)`;
}
