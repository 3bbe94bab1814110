/**
 * Copies a template folder (`zn-plugin init`'s repository templates), filling `__NAME__`
 * placeholders in file names and contents from `values`; an unknown placeholder stays as written.
 */
import fs from 'fs';
import path from 'path';

export function copyTemplate(from: string, to: string, values: Record<string, string>): void {
  const fill = (text: string) => text.replace(/__[A-Z_]+__/g, (key) => (key in values ? values[key] : key));
  fs.mkdirSync(to, { recursive: true });
  fs.readdirSync(from, { withFileTypes: true }).forEach((entry) => {
    // npm leaves .gitignore out of packages: the template keeps it as `gitignore`
    const name = fill(entry.name === 'gitignore' ? '.gitignore' : entry.name);
    if (entry.isDirectory()) copyTemplate(path.join(from, entry.name), path.join(to, name), values);
    else fs.writeFileSync(path.join(to, name), fill(fs.readFileSync(path.join(from, entry.name), 'utf8')));
  });
}
