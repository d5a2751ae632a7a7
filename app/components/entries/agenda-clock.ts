/** An agenda item's clock time: the session's start plus the item's "h:mm" offset, where the session is announced ("2:10 PM"). */
export function agendaClock(start: string, offset: string, timeZone: string): string {
  const [hours = 0, minutes = 0] = offset.split(":").map(Number);
  const at = new Date(new Date(start).getTime() + (hours * 60 + minutes) * 60_000);
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(at).replace(/\u202f/g, " ");
}
