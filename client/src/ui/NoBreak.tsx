/** Text that must not wrap inside (e.g. "e-mail", which phones otherwise break as "e-/mail"). */
export function NoBreak({ text }: { text: string }) {
  return <span className="no-break">{text}</span>;
}
