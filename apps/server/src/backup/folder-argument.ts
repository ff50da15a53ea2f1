import path from 'node:path';

/** The folder named on the command line, taken from where `npm run` was typed (npm runs the script in apps/server). */
export function folderArgument(command: 'backup' | 'restore'): string {
  const folder = process.argv[2];
  if (!folder) {
    console.error(`usage: npm run ${command} -- <folder>`);
    process.exit(2);
  }
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
}
