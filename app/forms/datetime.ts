/**
 * A datetime-local value has no time zone, and our offices are nine and a half hours apart, so
 * what is sent carries the visitor's UTC offset at that moment. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Undefined when it is not a real "YYYY-MM-DDTHH:MM" moment. */
export function parseLocalDateTime(value: string): Date | undefined {
  const match = LOCAL.exec(value.trim());
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  const roundTrips =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return roundTrips && hour < 24 && minute < 60 ? date : undefined;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

function parts(value: string, offsetMinutes?: number) {
  const date = parseLocalDateTime(value);
  if (!date) return undefined;
  const [day = "", time = ""] = value.trim().split("T");
  const seconds = time.length === 5 ? `${time}:00` : time;
  return {
    day,
    time: time.slice(0, 5),
    seconds,
    offset: formatOffset(offsetMinutes ?? -date.getTimezoneOffset()),
  };
}

/** Other text is returned as it is. */
export function toRfc3339(value: string, offsetMinutes?: number): string {
  const p = parts(value, offsetMinutes);
  return p ? `${p.day}T${p.seconds}${p.offset}` : value.trim();
}

/** For people reading mail: "2026-12-01 14:30 (UTC+01:00)". */
export function describeDateTime(value: string, offsetMinutes?: number): string {
  const p = parts(value, offsetMinutes);
  return p ? `${p.day} ${p.time} (UTC${p.offset})` : value.trim();
}
