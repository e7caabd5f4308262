/**
 * A reader's standing in a plan from the days they marked done and the plan day of today, shared by the
 * server (signed-in readers) and the web app (guests, whose days stay in the browser).
 */
export type PlanStanding = {
  completedDays: number;
  totalDays: number;
  /** Whole percent of the plan's days done. */
  percent: number;
  /** Consecutive plan days done, ending with today's day (or yesterday's while today is not done yet). */
  streak: number;
  /** Days before today's day that are not done, oldest first. */
  missedDays: number[];
};

export function planStanding(done: Iterable<number>, totalDays: number, today: number | null): PlanStanding {
  const days = new Set([...done].filter((day) => day >= 1 && day <= totalDays));
  const percent = totalDays === 0 ? 0 : Math.floor((days.size / totalDays) * 100);
  let streak = 0;
  const missedDays: number[] = [];
  if (today !== null) {
    let day = days.has(today) ? today : today - 1;
    while (day >= 1 && days.has(day)) {
      streak++;
      day--;
    }
    for (let d = 1; d < Math.min(today, totalDays + 1); d++) if (!days.has(d)) missedDays.push(d);
  }
  return { completedDays: days.size, totalDays, percent, streak, missedDays };
}
