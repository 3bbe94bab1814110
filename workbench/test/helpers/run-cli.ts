/** `zn-plugin <args>` run in-process for the command specs: its output lines and exit code (process.exitCode restored). */
import { main } from '../../src/cli';

export async function runCli(args: string[], cwd: string): Promise<{ out: string[]; err: string[]; code: number; result: unknown }> {
  const out: string[] = [];
  const err: string[] = [];
  const before = process.exitCode;
  process.exitCode = 0;
  const result = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line), cwd });
  const code = Number(process.exitCode || 0);
  process.exitCode = before;
  return { out, err, code, result };
}
