/** The command-line scripts' error exit: the message on stderr, then the exit code (1 unless said). */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}
