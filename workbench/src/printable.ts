/**
 * Text as the terminal is given it. A folder name, a namespace read from a file or a URL can
 * hold control characters, and an escape sequence printed as it is sets the terminal's title,
 * moves the cursor or hides what follows; every name, path and problem the workbench prints goes
 * through here.
 */

/** One line as the terminal shows it: each control character (escape, bell, newline, C1) becomes '?'. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

/** Several lines (a stack trace): each line made printable, the line breaks kept. */
export function printableLines(text: string): string {
  return String(text).split(/\r?\n/).map(printable).join('\n');
}
