// How long a complaint has left on its clock, as the queue and the complaint screen say it.
/** "5 days left", "due today", "overdue by 2 days". */
export function daysLeftText(days: number | null): string {
  if (days === null) return "answered";
  if (days === 0) return "due today";
  if (days < 0) return `overdue by ${-days} ${days === -1 ? "day" : "days"}`;
  return `${days} ${days === 1 ? "day" : "days"} left`;
}
