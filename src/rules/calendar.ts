/** Whether year-month-day names a day that exists (no 2023-02-29). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An instant as Macau's wall clock, "YYYY-MM-DD HH:mm" (what a spreadsheet and a person read):
 * the server's exports and the console's lists as filtered.
 */
export function macauMinute(epochMs: number): string {
  // Macau has kept UTC+8 without daylight saving since 1979: the UTC fields of the shifted
  // instant are Macau's.
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
