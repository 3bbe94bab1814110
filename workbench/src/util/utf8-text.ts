/**
 * Reading a plugin's text files as UTF-8, as Zengine's toolchain did, without hiding a file saved
 * in another encoding (Latin-1, Windows-1252): its text is still read (each byte that is not
 * UTF-8 becomes U+FFFD, as Node does), and the first line holding one is told, so the host can
 * warn about it with the file and line.
 */
import fs from 'fs';
import { isUtf8 } from 'buffer';

export interface Utf8Text {
  text: string;
  /** The first line (from 1) that is not valid UTF-8, when one is not. */
  invalidLine?: number;
}

/** The first line of `bytes` that is not valid UTF-8 (a newline byte never sits inside a UTF-8 sequence). */
export function firstInvalidUtf8Line(bytes: Buffer): number | undefined {
  if (isUtf8(bytes)) return undefined;
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    if (end === -1) break;
    start = end + 1;
  }
  return undefined;
}

/** Reads a file as UTF-8 text (throws as fs.readFileSync does), saying where it is not UTF-8. */
export function readUtf8File(file: string): Utf8Text {
  const bytes = fs.readFileSync(file);
  const invalidLine = firstInvalidUtf8Line(bytes);
  return invalidLine === undefined ? { text: bytes.toString('utf8') } : { text: bytes.toString('utf8'), invalidLine };
}

/** The warning's text, for a problem at that file and line. */
export const INVALID_UTF8_MESSAGE = 'is not valid UTF-8 (saved in another encoding?): its bytes that are not were read as U+FFFD (\uFFFD); ' +
  'save the file as UTF-8';
