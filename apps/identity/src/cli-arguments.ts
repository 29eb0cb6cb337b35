/** Parses `command --name value --flag` into a command and an options record. */
export function parseCliArguments(argv: readonly string[]): {
  command: string | undefined;
  options: Record<string, string>;
} {
  const [command, ...rest] = argv;
  const options: Record<string, string> = {};
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index]!;
    if (!token.startsWith('--')) continue;
    const [name, inlineValue] = token.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inlineValue !== undefined) {
      options[name] = inlineValue;
    } else if (rest[index + 1] !== undefined && !rest[index + 1]!.startsWith('--')) {
      options[name] = rest[index + 1]!;
      index += 1;
    } else {
      options[name] = 'true';
    }
  }
  return { command, options };
}
